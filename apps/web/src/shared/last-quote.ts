/** Spec: the last quote is kept in browser storage under a 'last quote' key, cleared after an order is saved. */
const KEY = 'last quote';

export const lastQuote = {
  save(value: unknown): void {
    localStorage.setItem(KEY, JSON.stringify(value));
  },
  read<T>(): T | null {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  clear(): void {
    localStorage.removeItem(KEY);
  },
};
