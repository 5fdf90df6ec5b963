import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataSource, type EntityManager } from 'typeorm';
import { ProjectionRegistry } from '../../src/platform/event-store/projection-registry.js';
import type { StoredEvent } from '../../src/platform/event-store/stored-event.js';
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

  it('folds every other event when PostgreSQL refuses one, names the refused one, and keeps following the log', async () => {
    const db = test.app.get(DataSource);
    const counts = test.app.get(ProjectionRegistry).async.find((p) => p.name === 'company-user-counts')!;
    const [poisoned, other] = [await givenCompany(test), await givenCompany(test)];
    const fold = counts.apply.bind(counts);
    // The poisoned company's events meet a real refusal of PostgreSQL (an integer out of range).
    vi.spyOn(counts, 'apply').mockImplementation(async (event: StoredEvent, tx: EntityManager) => {
      if ((event.data as { company_id: string }).company_id === poisoned) await tx.query('SELECT $1::int', [2 ** 31]);
      return fold(event, tx);
    });
    const errors = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const users = async (companyId: string) =>
      (await db.query('SELECT users FROM company_user_counts WHERE company_id = $1', [companyId]))[0]?.users ?? 0;

    await givenUser(test, other);
    await givenUser(test, poisoned);
    await givenUser(test, other);
    await expect.poll(() => users(other), { timeout: 30_000 }).toBe(2);
    expect(await users(poisoned)).toBe(0);
    expect(errors.mock.calls.map(([line]) => String(line))).toContainEqual(
      expect.stringMatching(
        /^Evento \d+ \(user\.invited, .+\) deixado de fora por projection:company-user-counts: .*out of range/,
      ),
    );
    errors.mockRestore();
  });
});
