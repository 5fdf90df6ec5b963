// The session lives in localStorage: the token and the company name (spec: logout clears both).
const TOKEN_KEY = 'despacho.token';
const COMPANY_KEY = 'despacho.company';

export const session = {
  token: (): string | null => localStorage.getItem(TOKEN_KEY),
  companyName: (): string | null => localStorage.getItem(COMPANY_KEY),
  save(token: string, companyName: string): void {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(COMPANY_KEY, companyName);
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(COMPANY_KEY);
  },
};
