import type { FreightRuleEvent } from '../events/pricing-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import { PricingEvents } from '../events/pricing-events.js';

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
        await db.query(
          `INSERT INTO freight_rules (id, company_id, name, channel_id, distribution_center_id, carrier_id, start_at, end_at, enabled, routes,
                                      created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
          [
            id,
            d.company_id,
            d.name,
            d.channel_id,
            d.distribution_center_id,
            d.carrier_id,
            d.start_at,
            d.end_at,
            d.enabled,
            JSON.stringify(d.routes),
            event.occurred_at,
          ],
        );
        return;
      }
      case PricingEvents.FreightRuleEdited: {
        const d = event.data;
        await db.query(
          `UPDATE freight_rules SET name = $2, channel_id = $3, distribution_center_id = $4, carrier_id = $5, start_at = $6, end_at = $7,
                                    enabled = $8, routes = $9, updated_at = $10
            WHERE id = $1`,
          [
            id,
            d.name,
            d.channel_id,
            d.distribution_center_id,
            d.carrier_id,
            d.start_at,
            d.end_at,
            d.enabled,
            JSON.stringify(d.routes),
            event.occurred_at,
          ],
        );
        return;
      }
      case PricingEvents.FreightRuleToggled:
        await db.query('UPDATE freight_rules SET enabled = $2, updated_at = $3 WHERE id = $1', [
          id,
          event.data.enabled,
          event.occurred_at,
        ]);
        return;
      case PricingEvents.FreightRuleDeleted:
        await db.query('DELETE FROM freight_rules WHERE id = $1', [id]);
        return;
    }
  }
}
