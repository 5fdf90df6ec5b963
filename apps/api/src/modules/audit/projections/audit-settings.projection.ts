import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { AuditSettingsEvent } from '../events/audit-settings-events.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { AuditSettingsEvents } from '../events/audit-settings-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const HANDLED = new Set<string>(Object.values(AuditSettingsEvents));

/** Folds a company's audit settings into `audit_settings`, inline: the next import reads them at once. */
@Injectable()
export class AuditSettingsProjection implements Projection<AuditSettingsEvent> {
  readonly name = 'audit-settings';
  readonly tables = ['audit_settings'] as const;

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<AuditSettingsEvent>, db: EntityManager): Promise<void> {
    const at = event.occurred_at;
    switch (event.type) {
      case AuditSettingsEvents.ToleranceChanged: {
        const { company_id, percentage, amount } = event.data;
        await runSql(
          db,
          sql`INSERT INTO audit_settings (company_id, tolerance_percentage, tolerance_amount, updated_at) VALUES (${company_id}, ${percentage}, ${amount}, ${at})
           ON CONFLICT (company_id) DO UPDATE SET tolerance_percentage = ${percentage}, tolerance_amount = ${amount}, updated_at = ${at}`,
        );
        return;
      }
      case AuditSettingsEvents.ComponentNameMapped: {
        const { company_id, name, fee } = event.data;
        await runSql(
          db,
          sql`INSERT INTO audit_settings (company_id, component_names, updated_at) VALUES (${company_id}, jsonb_build_object(${name}::text, ${fee}::text), ${at})
           ON CONFLICT (company_id) DO UPDATE SET component_names = audit_settings.component_names || jsonb_build_object(${name}::text, ${fee}::text), updated_at = ${at}`,
        );
        return;
      }
      case AuditSettingsEvents.ComponentNameUnmapped: {
        const { company_id, name } = event.data;
        await runSql(
          db,
          sql`UPDATE audit_settings SET component_names = component_names - ${name}::text, updated_at = ${at} WHERE company_id = ${company_id}`,
        );
        return;
      }
      default:
        unfolded(event);
    }
  }
}
