import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { IdentityEvents } from '../events/identity-events.js';
import { CompaniesProjection } from './companies.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new CompaniesProjection();

const rows = (id: string) =>
  runSql(
    db(),
    sql`SELECT company_id, name, has_audit_enabled, quotation_view, tracking_branding, second_version_notice
       FROM companies WHERE id = ${id}`,
  );

describe('companies projection', () => {
  it('writes a registered company as its own tenant, with the default settings', async () => {
    const id = randomUUID();
    await project(db(), projection, { id, type: 'company' }, [
      { type: IdentityEvents.CompanyRegistered, data: { company_id: id, name: 'Loja A', has_audit_enabled: false } },
    ]);
    expect(await rows(id)).toEqual([
      {
        company_id: id,
        name: 'Loja A',
        has_audit_enabled: false,
        quotation_view: 2,
        tracking_branding: null,
        second_version_notice: false,
      },
    ]);
  });

  it('follows the quotation view, tracking branding, second-version notice and audit switches', async () => {
    const id = randomUUID();
    const branding = {
      logo: { path: 'logos/a.png', content_type: 'image/png' },
      primary_color: '#112233',
      secondary_color: '#ffffff',
    };
    await project(db(), projection, { id, type: 'company' }, [
      { type: IdentityEvents.CompanyRegistered, data: { company_id: id, name: 'Loja A', has_audit_enabled: false } },
      { type: IdentityEvents.QuotationViewChanged, data: { company_id: id, quotation_view: 1 } },
      { type: IdentityEvents.TrackingBrandingChanged, data: { company_id: id, ...branding } },
      { type: IdentityEvents.SecondVersionNoticeChanged, data: { company_id: id, second_version_notice: true } },
      { type: IdentityEvents.CompanyAuditChanged, data: { company_id: id, has_audit_enabled: true } },
    ]);
    expect(await rows(id)).toEqual([
      {
        company_id: id,
        name: 'Loja A',
        has_audit_enabled: true,
        quotation_view: 1,
        tracking_branding: branding,
        second_version_notice: true,
      },
    ]);
  });
});
