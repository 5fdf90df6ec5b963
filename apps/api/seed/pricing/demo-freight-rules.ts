import { randomUUID } from 'node:crypto';
import { saoPauloCalendarDate } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AggregateRepository } from '../../src/platform/event-store/aggregate-repository.js';
import { runSql, sql } from '../../src/platform/database/sql.js';
import { GeoDirectory } from '../../src/modules/geo/index.js';
import {
  FreightRuleAggregate,
  freightRuleData,
  type FreightRulePayload,
  type FreightRuleRoutePayload,
} from '../../src/modules/pricing/index.js';

type RouteOptions = Omit<FreightRuleRoutePayload, 'zip_from' | 'zip_up' | 'destination'>;

/** Fernando de Noronha (PE), where the demo's rules take every carrier away. */
export const NORONHA_CEPS = { from: '53990000', to: '53990999' };

/** The demo store whose rules show every kind of condition. */
const DEMO_COMPANY = 'Loja Demo';

/** Four realistic rules for 'Loja Demo', once (only while it has none). */
@Injectable()
export class DemoFreightRules {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
    private readonly geo: GeoDirectory,
  ) {}

  async seed(): Promise<void> {
    const [company] = await runSql(
      this.db,
      sql`SELECT c.id FROM companies c WHERE c.name = ${DEMO_COMPANY} AND NOT EXISTS (SELECT 1 FROM freight_rules r WHERE r.company_id = c.id)`,
    );
    if (!company) return;
    const [totalExpress] = await this.db.query(
      "SELECT id FROM carriers WHERE canonical_name = 'total-express' AND company_id IS NULL",
    );
    const startAt = `${saoPauloCalendarDate(new Date()).slice(0, 4)}-01-01`;
    const rules: FreightRulePayload[] = [
      {
        name: 'Frete grátis Sudeste acima de R$ 299',
        start_at: startAt,
        routes: this.statesRoutes(['ES', 'MG', 'RJ', 'SP'], { rule_type: 5, value: 0, cart_min: true, min_value: 299 }),
      },
      {
        name: '+10% Norte',
        start_at: startAt,
        routes: this.statesRoutes(['AC', 'AM', 'AP', 'PA', 'RO', 'RR', 'TO'], {
          rule_type: 2,
          value: 10,
          additional_deadline: 2,
        }),
      },
      {
        // No carrier ships to the island: the demo's orders there await a quote (status 12).
        name: 'Sem entregas em Fernando de Noronha',
        start_at: startAt,
        routes: [
          {
            rule_type: 6,
            value: 0,
            zip_from: NORONHA_CEPS.from,
            zip_up: NORONHA_CEPS.to,
            destination: 'Fernando de Noronha',
          },
        ],
      },
      {
        name: 'Sem Total Express no RS',
        carrier_id: totalExpress?.id ?? null,
        start_at: startAt,
        routes: this.statesRoutes(['RS'], { rule_type: 6, value: 0 }),
      },
    ];
    for (const payload of rules) {
      const rule = new FreightRuleAggregate(randomUUID());
      rule.create(company.id, freightRuleData(payload), true);
      await this.repository.save(rule, { companyId: company.id, userId: null, correlationId: randomUUID() });
    }
  }

  /** One route per CEP range of each state (AM, DF and GO have two), labelled with the UF. */
  private statesRoutes(states: string[], options: RouteOptions): FreightRuleRoutePayload[] {
    return states.flatMap((state) =>
      this.geo
        .stateRanges(state)
        .map(({ from, to }) => ({ ...options, zip_from: from, zip_up: to, destination: state })),
    );
  }
}
