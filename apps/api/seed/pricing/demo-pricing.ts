import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AggregateRepository } from '../../src/platform/event-store/aggregate-repository.js';
import type { CommandContext } from '../../src/platform/event-store/stored-event.js';
import { FreightTableAggregate, parseFreightTableCsv } from '../../src/modules/pricing/index.js';

/** The documented example table (docs/examples), shipped beside this module's package. */
const EXAMPLE = new URL('../../../../../docs/examples/tabela-frete-v3.csv', import.meta.url);

/** Each demo carrier prices the example table with its own readjustment, cubage and deadlines. */
const PROFILES: Record<string, { readjustment: number; cubage: number }> = {
  jadlog: { readjustment: 0, cubage: 300 },
  'correios-sedex': { readjustment: 18, cubage: 167 },
  rodonaves: { readjustment: 6, cubage: 200 },
  'azul-cargo': { readjustment: 35, cubage: 167 },
  braspress: { readjustment: 9, cubage: 300 },
  'total-express': { readjustment: 12, cubage: 250 },
};

/** An active table covering all of Brazil for every demo carrier of each company without tables (the rules follow: DemoFreightRules). */
@Injectable()
export class DemoPricing {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
  ) {}

  async seed(): Promise<void> {
    const routes = parseFreightTableCsv(readFileSync(EXAMPLE, 'utf8'));
    const carriers = await this.db.query('SELECT id, name, canonical_name FROM carriers WHERE company_id IS NULL');
    const companies = await this.db.query(
      'SELECT c.id FROM companies c WHERE NOT EXISTS (SELECT 1 FROM freight_tables t WHERE t.company_id = c.id)',
    );
    for (const { id: companyId } of companies) {
      const context: CommandContext = { companyId, userId: null, correlationId: randomUUID() };
      for (const carrier of carriers.filter((c: { canonical_name: string }) => PROFILES[c.canonical_name])) {
        const profile = PROFILES[carrier.canonical_name];
        const table = new FreightTableAggregate(randomUUID());
        table.import({
          company_id: companyId,
          carrier_id: carrier.id,
          name: `${carrier.name} Brasil 2026`,
          origin: 'SP CAPITAL',
          modal: carrier.canonical_name === 'azul-cargo' ? 'aereo' : 'rodo',
          distribution_center_ids: [],
          cubage: profile.cubage,
          apply_icms: true,
          readjustment_percent: profile.readjustment,
          version: 3,
          routes:
            carrier.canonical_name === 'azul-cargo'
              ? routes.map((r) => ({ ...r, deadlineDays: Math.max(1, r.deadlineDays - 2) }))
              : routes,
        });
        table.setActive(companyId, true);
        await this.repository.save(table, context);
      }
    }
  }
}
