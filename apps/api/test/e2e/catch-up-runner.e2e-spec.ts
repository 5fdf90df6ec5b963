import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataSource } from 'typeorm';
import { EventRelay } from '../../src/platform/queue/event-relay.js';
import { givenCompany, givenUser } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Found by pnpm soak:events: the async projections stopped whenever the relay waited (it drained
 * after them, and its row lock on its checkpoint held every reader's horizon back).
 */
describe('catch-up runner', () => {
  let test: TestApp;
  let releaseRedis: () => void = () => {};

  beforeAll(async () => {
    test = await startTestApp({ catchUpIntervalMs: 20 });
  });
  afterAll(async () => {
    releaseRedis();
    await test.close();
  });

  it('keeps the async projections going while the relay waits on a stuck Redis', async () => {
    // Redis hangs: the relay's enqueue never answers, as when Redis stops responding.
    const stuck = new Promise<never>((_, reject) => (releaseRedis = () => reject(new Error('Redis voltou'))));
    const addBulk = vi.spyOn(test.app.get(EventRelay).queue, 'addBulk').mockReturnValue(stuck);
    const companyId = await givenCompany(test);
    const users = async () =>
      (
        await test.app.get(DataSource).query('SELECT users FROM company_user_counts WHERE company_id = $1', [companyId])
      )[0]?.users ?? 0;

    // An invitation is a side effect: the relay takes it, and waits.
    await givenUser(test, companyId);
    await expect.poll(() => addBulk.mock.calls.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await givenUser(test, companyId);
    await givenUser(test, companyId);
    await expect.poll(users, { timeout: 10_000 }).toBe(3);
  });
});
