import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { PricingEvent } from '../events/pricing-events.js';

export const PRICING_CHANNEL = 'despacho_pricing';

const PREFIXES = [
  'freight-table.',
  'freight-rule.',
  'company.quotation-view-changed',
  'distribution-center.',
  'carrier.',
  'product.',
];

/**
 * Tells every API instance that a company's pricing inputs changed, so each drops its compiled
 * index. NOTIFY inside the appending transaction is delivered only if it commits.
 */
@Injectable()
export class PricingChangedNotifier implements Projection<PricingEvent> {
  readonly name = 'pricing-changed-notifier';
  readonly tables: string[] = [];

  handles(type: string): boolean {
    return PREFIXES.some((prefix) => type.startsWith(prefix));
  }

  async apply(event: Stored<PricingEvent>, db: EntityManager): Promise<void> {
    const companyId = event.metadata.company_id ?? event.data.company_id ?? '*';
    await db.query('SELECT pg_notify($1, $2)', [PRICING_CHANNEL, companyId]);
  }
}
