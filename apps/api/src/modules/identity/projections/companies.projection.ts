import type { CompanyEvent } from '../events/identity-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import { CNPJ_TAKEN } from '../domain/company.aggregate.js';
import { IdentityEvents } from '../events/identity-events.js';

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
    if (event.type === IdentityEvents.QuotationViewChanged) {
      const { company_id, quotation_view } = event.data;
      await db.query('UPDATE companies SET quotation_view = $2 WHERE id = $1', [company_id, quotation_view]);
      return;
    }
    if (event.type === IdentityEvents.StaleTrackingDaysChanged) {
      const { company_id, stale_tracking_days } = event.data;
      await db.query('UPDATE companies SET stale_tracking_days = $2 WHERE id = $1', [company_id, stale_tracking_days]);
      return;
    }
    if (event.type === IdentityEvents.LabelFormatChanged) {
      const { company_id, label_format } = event.data;
      await db.query('UPDATE companies SET label_format = $2 WHERE id = $1', [company_id, label_format]);
      return;
    }
    if (event.type === IdentityEvents.PromiseSettingsChanged) {
      const d = event.data;
      await db.query(
        `UPDATE companies SET promise_source = $2, promise_confidence = $3, promise_min_samples = $4,
                lane_on_time_threshold = $5, lane_breach_action = $6 WHERE id = $1`,
        [
          d.company_id,
          d.promise_source,
          d.promise_confidence,
          d.promise_min_samples,
          d.lane_on_time_threshold,
          d.lane_breach_action,
        ],
      );
      return;
    }
    if (event.type === IdentityEvents.CompanyAuditChanged) {
      const { company_id, has_audit_enabled } = event.data;
      await db.query('UPDATE companies SET has_audit_enabled = $2 WHERE id = $1', [company_id, has_audit_enabled]);
      return;
    }
    if (event.type === IdentityEvents.TrackingBrandingChanged) {
      const { company_id, ...branding } = event.data;
      await db.query('UPDATE companies SET tracking_branding = $2 WHERE id = $1', [company_id, branding]);
      return;
    }
    if (event.type === IdentityEvents.SecondVersionNoticeChanged) {
      const { company_id, second_version_notice } = event.data;
      await db.query('UPDATE companies SET second_version_notice = $2 WHERE id = $1', [
        company_id,
        second_version_notice,
      ]);
      return;
    }
    const { company_id, name, has_audit_enabled, federal_tax_id = null } = event.data;
    await db.query(
      `INSERT INTO companies (id, company_id, name, has_audit_enabled, federal_tax_id, created_at)
       VALUES ($1, $1, $2, $3, $4, $5)`,
      [company_id, name, has_audit_enabled, federal_tax_id, event.occurred_at],
    );
  }
}
