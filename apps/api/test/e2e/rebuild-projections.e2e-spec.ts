import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { CatchUpRunner } from '../../src/platform/event-store/catch-up-runner.js';
import { ProjectionRebuilder } from '../../src/platform/event-store/projection-rebuilder.js';
import { ProjectionRegistry } from '../../src/platform/event-store/projection-registry.js';
import { givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('rebuild-projections', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('replays the log into read models equal to the live ones', async () => {
    const companyId = await givenCompany(test);
    const admin = await tokenFor(test, await givenUser(test, companyId, { isAdmin: true }));
    const command = (action: string, payload: object) =>
      test.http().post('/api/command').set('X-Token', admin).send({ action, payload });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { body } = await command('NewUser', { name: `Reconstruir ${i}`, email: `rebuild-${i}-${companyId}@r.test`, password: 'segredo-123' });
      ids.push(body.id);
    }
    await command('UpdateUserInfo', { id: ids[0], name: 'Renomeado', email: `renomeado-${companyId}@r.test`, is_admin: true });
    await command('DeleteUser', { id: ids[1] });
    await command('NewUser', { name: 'Reusa e-mail', email: `rebuild-1-${companyId}@r.test`, password: 'segredo-123' });
    await test.app.get(CatchUpRunner).drain();

    const db = test.app.get(DataSource);
    const tables = test.app.get(ProjectionRegistry).all().flatMap((p) => p.tables);
    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async (table) => [table, await db.query(`SELECT * FROM ${table} ORDER BY 1, 2`)] as const),
        ),
      );
    const live = await snapshot();
    expect(live.users.length).toBeGreaterThan(5);

    const { events } = await test.app.get(ProjectionRebuilder).rebuild();
    expect(events).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(live);
  });
});
