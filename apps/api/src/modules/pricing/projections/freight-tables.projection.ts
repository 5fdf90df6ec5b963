import type { FreightTableEvent } from '../events/pricing-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { type FreightTableImported, PricingEvents } from '../events/pricing-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** Destination states by number of CEP ranges, most first (the list shows the top 3). */
function mainDestinations(data: FreightTableImported): { state: string; total: number }[] {
  const counts = new Map<string, number>();
  for (const route of data.routes) counts.set(route.state, (counts.get(route.state) ?? 0) + 1);
  return [...counts]
    .map(([state, total]) => ({ state, total }))
    .sort((a, b) => b.total - a.total || a.state.localeCompare(b.state));
}

/** Inline: the freight table list and the routes the quote engine compiles. */
@Injectable()
export class FreightTablesProjection implements Projection<FreightTableEvent> {
  readonly name = 'freight-tables';
  readonly tables = ['freight_tables', 'freight_table_routes'];

  handles(type: string): boolean {
    return type.startsWith('freight-table.');
  }

  async apply(event: Stored<FreightTableEvent>, db: EntityManager): Promise<void> {
    const id = event.stream_id.slice('freight-table-'.length);
    // A clone carries the same contents as an import (plus where it came from).
    switch (event.type) {
      case PricingEvents.FreightTableImported:
      case PricingEvents.FreightTableCloned: {
        const d = event.data;
        await runSql(
          db,
          sql`INSERT INTO freight_tables (id, company_id, carrier_id, name, origin, modal, distribution_center_ids, cubage, apply_icms,
                                     readjustment_percent, version, active, main_destinations, routes_count, created_at, updated_at)
         VALUES (${id}, ${d.company_id}, ${d.carrier_id}, ${d.name}, ${d.origin}, ${d.modal}, ${d.distribution_center_ids}, ${d.cubage}, ${d.apply_icms}, ${d.readjustment_percent}, ${d.version}, false, ${JSON.stringify(mainDestinations(d))}, ${d.routes.length}, ${event.occurred_at}, ${event.occurred_at})`,
        );
        await runSql(
          db,
          sql`INSERT INTO freight_table_routes (table_id, company_id, routes) VALUES (${id}, ${d.company_id}, ${JSON.stringify(d.routes)})`,
        );
        return;
      }
      case PricingEvents.FreightTableActivated:
      case PricingEvents.FreightTableDeactivated: {
        const active = event.type === PricingEvents.FreightTableActivated;
        await runSql(
          db,
          sql`UPDATE freight_tables SET active = ${active}, updated_at = ${event.occurred_at} WHERE id = ${id}`,
        );
        return;
      }
      default:
        unfolded(event);
    }
  }
}
