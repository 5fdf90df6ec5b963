import type { CompanyEvent } from '../events/identity-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { CNPJ_TAKEN } from '../domain/company.aggregate.js';
import { IdentityEvents } from '../events/identity-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const HANDLED = new Set<string>([
  IdentityEvents.CompanyRegistered,
  IdentityEvents.QuotationViewChanged,
  IdentityEvents.TrackingBrandingChanged,
  IdentityEvents.SecondVersionNoticeChanged,
  IdentityEvents.CompanyAuditChanged,
  IdentityEvents.StaleTrackingDaysChanged,
  IdentityEvents.LabelFormatChanged,
  IdentityEvents.PromiseSettingsChanged,
]);

/** Inline: the companies read model (a company row's company_id is its own id). */
@Injectable()
export class CompaniesProjection implements Projection<CompanyEvent> {
  readonly name = 'companies';
  readonly tables = ['companies'];
  readonly conflicts = { companies_federal_tax_id: CNPJ_TAKEN };

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<CompanyEvent>, db: EntityManager): Promise<void> {
    switch (event.type) {
      case IdentityEvents.QuotationViewChanged: {
        const { company_id, quotation_view } = event.data;
        await runSql(db, sql`UPDATE companies SET quotation_view = ${quotation_view} WHERE id = ${company_id}`);
        return;
      }
      case IdentityEvents.StaleTrackingDaysChanged: {
        const { company_id, stale_tracking_days } = event.data;
        await runSql(
          db,
          sql`UPDATE companies SET stale_tracking_days = ${stale_tracking_days} WHERE id = ${company_id}`,
        );
        return;
      }
      case IdentityEvents.LabelFormatChanged: {
        const { company_id, label_format } = event.data;
        await runSql(db, sql`UPDATE companies SET label_format = ${label_format} WHERE id = ${company_id}`);
        return;
      }
      case IdentityEvents.PromiseSettingsChanged: {
        const d = event.data;
        await runSql(
          db,
          sql`UPDATE companies SET promise_source = ${d.promise_source}, promise_confidence = ${d.promise_confidence}, promise_min_samples = ${d.promise_min_samples},
                  lane_on_time_threshold = ${d.lane_on_time_threshold}, lane_breach_action = ${d.lane_breach_action} WHERE id = ${d.company_id}`,
        );
        return;
      }
      case IdentityEvents.CompanyAuditChanged: {
        const { company_id, has_audit_enabled } = event.data;
        await runSql(db, sql`UPDATE companies SET has_audit_enabled = ${has_audit_enabled} WHERE id = ${company_id}`);
        return;
      }
      case IdentityEvents.TrackingBrandingChanged: {
        const { company_id, ...branding } = event.data;
        await runSql(db, sql`UPDATE companies SET tracking_branding = ${branding} WHERE id = ${company_id}`);
        return;
      }
      case IdentityEvents.SecondVersionNoticeChanged: {
        const { company_id, second_version_notice } = event.data;
        await runSql(
          db,
          sql`UPDATE companies SET second_version_notice = ${second_version_notice} WHERE id = ${company_id}`,
        );
        return;
      }
      case IdentityEvents.CompanyRegistered: {
        const { company_id, name, has_audit_enabled, federal_tax_id = null } = event.data;
        await runSql(
          db,
          sql`INSERT INTO companies (id, company_id, name, has_audit_enabled, federal_tax_id, created_at)
         VALUES (${company_id}, ${company_id}, ${name}, ${has_audit_enabled}, ${federal_tax_id}, ${event.occurred_at})`,
        );
        return;
      }
      default:
        unfolded(event);
    }
  }
}
