import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { PricingEvent } from '../events/pricing-events.js';
import { PRICING_CHANNEL } from '../queries/quotes/pricing-channel.js';
import { PricingIndex } from '../queries/quotes/pricing-index.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const PREFIXES = [
  'freight-table.',
  'freight-rule.',
  'company.quotation-view-changed',
  'company.promise-settings-changed',
  'distribution-center.',
  'carrier.',
  'product.',
];

const companyOf = (event: Stored<PricingEvent>): string => event.metadata.company_id ?? event.data.company_id ?? '*';

/**
 * Tells every API instance that a company's pricing inputs changed, so each drops its compiled
 * index. NOTIFY inside the appending transaction is delivered only if it commits. This instance
 * drops its own entry as soon as the commit is done: the NOTIFY reaches it a moment later, and the
 * command's caller quoting right after must not get the old pricing meanwhile.
 */
@Injectable()
export class PricingChangedNotifier implements Projection<PricingEvent> {
  readonly name = 'pricing-changed-notifier';
  readonly tables: string[] = [];

  constructor(private readonly index: PricingIndex) {}

  handles(type: string): boolean {
    return PREFIXES.some((prefix) => type.startsWith(prefix));
  }

  async apply(event: Stored<PricingEvent>, db: EntityManager): Promise<void> {
    await runSql(db, sql`SELECT pg_notify(${PRICING_CHANNEL}, ${companyOf(event)})`);
  }

  committed(event: Stored<PricingEvent>): void {
    this.index.invalidate(companyOf(event));
  }
}
