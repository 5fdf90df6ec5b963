import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { IdentityEvents } from '../events/identity-events.js';
import { CompanyUserCountsProjection } from './company-user-counts.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new CompanyUserCountsProjection();

describe('company-user-counts projection', () => {
  it('counts invitations up and removals down, per company; other identity events change nothing', async () => {
    const [companyA, companyB] = [randomUUID(), randomUUID()];
    const invited = (companyId: string) => ({ type: IdentityEvents.UserInvited, data: { company_id: companyId } });
    const user = () => ({ id: randomUUID(), type: 'user' });
    await project(db(), projection, user(), [invited(companyA)]);
    await project(db(), projection, user(), [
      invited(companyA),
      { type: IdentityEvents.UserJoinedCompany, data: { company_id: companyB } },
    ]);
    await project(db(), projection, user(), [
      invited(companyA),
      { type: IdentityEvents.UserRemoved, data: { company_id: companyA } },
    ]);
    await project(db(), projection, user(), [invited(companyB)]);
    expect(
      await runSql(
        db(),
        sql`SELECT company_id, users FROM company_user_counts WHERE company_id = ANY(${[companyA, companyB]}) ORDER BY users DESC`,
      ),
    ).toEqual([
      { company_id: companyA, users: 2 },
      { company_id: companyB, users: 1 },
    ]);
  });
});
