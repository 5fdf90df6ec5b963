import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeakyBucket } from './leaky-bucket.js';

describe('LeakyBucket', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** Whether `promise` has settled once the clock moves `ms`. */
  const settledAfter = async (promise: Promise<void>, ms: number) => {
    let settled = false;
    void promise.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  };

  it('lets a burst of its capacity through at once, then one call per drained slot', async () => {
    const bucket = new LeakyBucket(3, 2);
    for (let i = 0; i < 3; i++) expect(await settledAfter(bucket.take('loja'), 0)).toBe(true);
    const fourth = bucket.take('loja');
    expect(await settledAfter(fourth, 499)).toBe(false);
    expect(await settledAfter(fourth, 2)).toBe(true);
    expect(await settledAfter(bucket.take('outra-loja'), 0)).toBe(true); // one bucket per key
  });

  it("after a 429 waits for one slot (1 / drain), not for the store's whole bucket to empty", async () => {
    const bucket = new LeakyBucket(40, 2);
    await bucket.take('loja'); // our count says 39 calls are left
    bucket.fill('loja');
    const next = bucket.take('loja');
    expect(await settledAfter(next, 499)).toBe(false);
    expect(await settledAfter(next, 2)).toBe(true);
  });
});
