import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { CatalogEvents } from '../events/catalog-events.js';
import { CarrierEmailsProjection } from './carrier-emails.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new CarrierEmailsProjection();

describe('carrier-emails projection', () => {
  it("keeps each company's latest list per carrier, apart from another company's", async () => {
    const [companyA, companyB, carrierId] = [randomUUID(), randomUUID(), randomUUID()];
    const replaced = (companyId: string, emails: string[]) => ({
      type: CatalogEvents.CarrierPickupEmailsReplaced,
      data: { company_id: companyId, carrier_id: carrierId, emails },
    });
    await project(db(), projection, { id: `${companyA}:${carrierId}`, type: 'carrier-pickup-emails' }, [
      replaced(companyA, ['a@x.com']),
      replaced(companyA, ['b@x.com', 'c@x.com']),
    ]);
    await project(db(), projection, { id: `${companyB}:${carrierId}`, type: 'carrier-pickup-emails' }, [
      replaced(companyB, ['z@y.com']),
    ]);
    expect(
      await runSql(
        db(),
        sql`SELECT company_id, emails FROM carrier_emails WHERE carrier_id = ${carrierId} ORDER BY emails`,
      ),
    ).toEqual(
      [
        { company_id: companyA, emails: ['b@x.com', 'c@x.com'] },
        { company_id: companyB, emails: ['z@y.com'] },
      ].sort((x, y) => x.emails[0].localeCompare(y.emails[0])),
    );
  });
});
