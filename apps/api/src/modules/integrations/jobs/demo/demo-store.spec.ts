import { describe, expect, it, vi } from 'vitest';
import { DemoStore } from './demo-store.js';

/** A DemoStore whose `connect` answers as given, one answer per call (no database, no stubs). */
function storeConnecting(...answers: (string | Error)[]): DemoStore {
  const store = Object.create(DemoStore.prototype) as DemoStore;
  store.connect = vi.fn(async () => {
    const answer = answers.shift()!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return store;
}

describe('DemoStore.connectOnceStubsAnswer', () => {
  it('tries again while the stubs do not answer (another process still starting them)', async () => {
    const store = storeConnecting(new TypeError('fetch failed'), new TypeError('fetch failed'), 'integration-1');
    expect(await store.connectOnceStubsAnswer('company', 10_000)).toBe('integration-1');
    expect(store.connect).toHaveBeenCalledTimes(3);
  });

  it('gives up on any other failure at once, and on the stubs past the wait', async () => {
    const refused = storeConnecting(new Error('a empresa não tem administrador.'), 'never');
    await expect(refused.connectOnceStubsAnswer('company', 10_000)).rejects.toThrow('não tem administrador');
    expect(refused.connect).toHaveBeenCalledTimes(1);
    const silent = storeConnecting(new TypeError('fetch failed'), new TypeError('fetch failed'), 'late');
    await expect(silent.connectOnceStubsAnswer('company', 500)).rejects.toThrow('fetch failed');
    expect(silent.connect).toHaveBeenCalledTimes(2);
  });
});
