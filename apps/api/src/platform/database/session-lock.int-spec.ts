import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../event-store/testing/projection-spec.spec-helper.js';
import { trySessionLock } from './session-lock.js';

// Two pools on the same database: two processes of one deployment.
const [first, second] = [useTestDatabase(), useTestDatabase()];

describe('trySessionLock', () => {
  it('lets one process hold the lock until it releases it, keeping a connection of its own', async () => {
    const name = `test-${randomUUID()}`;
    const release = await trySessionLock(first(), name);
    expect(release).not.toBeNull();
    expect(await trySessionLock(second(), name)).toBeNull();
    // The holder's other queries still find a free connection, and asking again from it is refused too.
    expect(await first().query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(await trySessionLock(first(), name)).toBeNull();

    await release!();
    const next = await trySessionLock(second(), name);
    expect(next).not.toBeNull();
    expect(await trySessionLock(first(), name)).toBeNull();
    await next!();
  });
});
