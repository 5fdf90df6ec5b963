import type { FreightRuleEvent } from '../events/pricing-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { PricingEvents } from '../events/pricing-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const HANDLED = new Set<string>(Object.values(PricingEvents).filter((type) => type.startsWith('freight-rule.')));

/** Inline: the rule list and forms read it right after each command, and the quote index loads it. */
@Injectable()
export class FreightRulesProjection implements Projection<FreightRuleEvent> {
  readonly name = 'freight-rules';
  readonly tables = ['freight_rules'];

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<FreightRuleEvent>, db: EntityManager): Promise<void> {
    const id = event.stream_id.slice('freight-rule-'.length);
    switch (event.type) {
      case PricingEvents.FreightRuleCreated: {
        const d = event.data;
        await runSql(
          db,
          sql`INSERT INTO freight_rules (id, company_id, name, channel_id, distribution_center_id, carrier_id, start_at, end_at, enabled, routes,
                                      created_at, updated_at)
           VALUES (${id}, ${d.company_id}, ${d.name}, ${d.channel_id}, ${d.distribution_center_id}, ${d.carrier_id}, ${d.start_at}, ${d.end_at}, ${d.enabled}, ${JSON.stringify(d.routes)}, ${event.occurred_at}, ${event.occurred_at})`,
        );
        return;
      }
      case PricingEvents.FreightRuleEdited: {
        const d = event.data;
        await runSql(
          db,
          sql`UPDATE freight_rules SET name = ${d.name}, channel_id = ${d.channel_id}, distribution_center_id = ${d.distribution_center_id}, carrier_id = ${d.carrier_id}, start_at = ${d.start_at}, end_at = ${d.end_at},
                                    enabled = ${d.enabled}, routes = ${JSON.stringify(d.routes)}, updated_at = ${event.occurred_at}
            WHERE id = ${id}`,
        );
        return;
      }
      case PricingEvents.FreightRuleToggled:
        await runSql(
          db,
          sql`UPDATE freight_rules SET enabled = ${event.data.enabled}, updated_at = ${event.occurred_at} WHERE id = ${id}`,
        );
        return;
      case PricingEvents.FreightRuleDeleted:
        await runSql(db, sql`DELETE FROM freight_rules WHERE id = ${id}`);
        return;
      default:
        unfolded(event);
    }
  }
}
