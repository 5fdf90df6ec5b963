/**
 * A client-side leaky bucket per key (Nuvemshop: 40 requests, draining 2 per second, per store):
 * `take` waits until the call fits, so a burst of imports slows down instead of collecting 429s.
 */
export class LeakyBucket {
  private readonly levels = new Map<string, { level: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly drainPerSecond: number,
  ) {}

  async take(key: string): Promise<void> {
    for (;;) {
      const now = Date.now();
      const state = this.levels.get(key) ?? { level: 0, at: now };
      const level = Math.max(0, state.level - ((now - state.at) / 1000) * this.drainPerSecond);
      if (level + 1 <= this.capacity) {
        this.levels.set(key, { level: level + 1, at: now });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, ((level + 1 - this.capacity) / this.drainPerSecond) * 1000));
    }
  }

  /** The server answered 429 (its bucket is full): the next `take` waits for one call to drain. */
  fill(key: string): void {
    this.levels.set(key, { level: this.capacity, at: Date.now() });
  }
}
