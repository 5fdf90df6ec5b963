import { randomUUID } from 'node:crypto';
import { carrierFees, type FeeLogEntry, nfeKeyOf } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AggregateRepository } from '../../src/platform/event-store/aggregate-repository.js';
import { runSql, sql } from '../../src/platform/database/sql.js';
import {
  AuditSettings,
  Cte,
  OrderMatcher,
  compareCte,
  feeTypeOf,
  type CteComponent,
  type DisputedFee,
  type ParsedCte,
  type ReconciledOrder,
  type Tolerance,
} from '../../src/modules/audit/index.js';

/** How carriers name each of our fees on their CT-e (names the default dictionary reads back). */
const COMPONENT_NAMES: Record<string, string> = {
  weight: 'FRETE PESO',
  gris: 'GRIS',
  adv: 'AD VALOREM',
  toll: 'PEDAGIO',
  tdc: 'DESPACHO',
  pickup: 'COLETA',
  'additional-price': 'KG EXCEDENTE',
};

/** Loja Demo's tolerance: ±2 % of the quote or ±R$ 1,00. */
const DEMO_TOLERANCE: Tolerance = { percentage: 2, amount: 1 };

/** How many CT-e Loja Demo gets: one per delivered order of the newest this many. */
const DEMO_CTES = 36;
const DAY = 24 * 60 * 60 * 1000;

type Scenario = 'exact' | 'gris' | 'weight' | 'unreconciled';
/** Half exact, some overcharged on GRIS or on weight, some whose NF-e has no order (Sem Conciliação). */
const SCENARIOS: Scenario[] = ['exact', 'gris', 'exact', 'weight', 'exact', 'unreconciled'];

interface DeliveredOrder {
  id: string;
  reference: string;
  invoice_key: string;
  created_at: Date;
  delivered_at: Date;
  cargo_value: string;
  carrier_name: string;
  carrier_cnpj: string | null;
  to_city: string;
  to_state: string;
  recipient_name: string;
  delivery: { cubed_weight: number; log: { details: FeeLogEntry[] } };
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The components a carrier would bill for the quote's fees, folded by component name. The quote's
 * ICMS is no component on a CT-e: it is inside each fee ("por dentro") and in imp/ICMS.
 */
function componentsOf(fees: FeeLogEntry[]): CteComponent[] {
  const byName = new Map<string, number>();
  const icms = fees.filter((fee) => fee.fee === 'icms').reduce((sum, fee) => sum + fee.value, 0);
  const others = fees.filter((fee) => fee.fee !== 'icms');
  const net = others.reduce((sum, fee) => sum + fee.value, 0);
  for (const fee of others) {
    const name = COMPONENT_NAMES[fee.fee] ?? 'FRETE PESO';
    byName.set(name, (byName.get(name) ?? 0) + fee.value + (net > 0 ? (icms * fee.value) / net : 0));
  }
  const components = [...byName].map(([name, value]) => ({ name, value: cents(value), fee: feeTypeOf(name) }));
  // Rounding each share must not move the total away from the quote's price.
  const quoted = cents(fees.reduce((sum, fee) => sum + fee.value, 0));
  if (components.length)
    components[0].value = cents(
      components[0].value + quoted - components.reduce((sum, component) => sum + component.value, 0),
    );
  return components;
}

/**
 * Loja Demo's freight audit: CT-e for part of its delivered orders, written through the same
 * aggregate as the import; some bill exactly the quote, some overcharge GRIS or weight, some carry an
 * NF-e no order has. Only when the company has no CT-e, so a rerun leaves them alone.
 */
@Injectable()
export class DemoCtes {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
    private readonly matcher: OrderMatcher,
  ) {}

  async seed(): Promise<void> {
    const [company] = await this.db.query(
      `SELECT c.id FROM companies c WHERE c.name = 'Loja Demo' AND NOT EXISTS (SELECT 1 FROM ctes t WHERE t.company_id = c.id)`,
    );
    if (!company) return;
    const settings = new AuditSettings(company.id);
    settings.changeTolerance(DEMO_TOLERANCE);
    await this.repository.save(settings, { companyId: company.id, userId: null, correlationId: randomUUID() });
    const orders: DeliveredOrder[] = await runSql(
      this.db,
      sql`SELECT o.id, o.reference, o.invoice_key, o.created_at, coalesce(o.delivered_at, o.created_at) AS delivered_at, o.cargo_value, o.delivery,
              k.name AS carrier_name, k.federal_tax_id AS carrier_cnpj, o.to_city, o.to_state, o.recipient_name
         FROM orders o JOIN carriers k ON k.id = o.carrier_id
        WHERE o.company_id = ${company.id} AND o.status = 5 AND o.invoice_key IS NOT NULL AND o.delivery IS NOT NULL
        ORDER BY o.created_at DESC LIMIT ${DEMO_CTES}`,
    );
    for (const [index, order] of orders.entries())
      await this.importFor(company.id, order, SCENARIOS[index % SCENARIOS.length], index);
    await this.disputeTwo(company.id);
  }

  /**
   * Two overcharged CT-e of carriers with e-mails are contested: the carrier accepted one (the cards
   * show money recovered) and has not answered the other.
   */
  private async disputeTwo(companyId: string): Promise<void> {
    const rows: { id: string; document: ParsedCte; orders: ReconciledOrder[]; emails: string[] }[] = await runSql(
      this.db,
      sql`SELECT c.id, c.document, c.orders, e.emails FROM ctes c
           JOIN carrier_emails e ON e.company_id = c.company_id AND e.carrier_id = c.carrier_id AND e.emails <> '{}'
          WHERE c.company_id = ${companyId} AND c.decision = 'pending' AND c.difference > 0
          ORDER BY c.created_at LIMIT 2`,
    );
    const by = { user_id: randomUUID(), name: 'Equipe Loja Demo' };
    for (const [index, row] of rows.entries()) {
      const fees: DisputedFee[] = compareCte(row.document, row.orders)
        .fees.filter((fee) => fee.difference > 0)
        .map(({ fee, label, components, quote_value, cte_value, difference }) => ({
          fee,
          label,
          components,
          quote_value,
          cte_value,
          difference,
        }));
      const { aggregate: cte } = await this.repository.load(new Cte(row.id));
      const at = new Date(Date.now() - (3 - index) * DAY);
      cte.openDispute(companyId, fees, row.emails, { by, note: 'Taxa acima da tabela negociada.', at });
      if (index === 0)
        cte.resolveDispute(companyId, 'aceita', {
          by,
          note: 'A transportadora emitiu o desconto na próxima fatura.',
          at: new Date(at.getTime() + DAY),
        });
      await this.repository.save(cte, { companyId, userId: null, correlationId: randomUUID() });
    }
  }

  private async importFor(companyId: string, order: DeliveredOrder, scenario: Scenario, index: number): Promise<void> {
    const fees = carrierFees(order.delivery.log.details);
    const components = componentsOf(fees);
    let weight = order.delivery.cubed_weight;
    if (scenario === 'gris') {
      let gris = components.find((component) => component.fee === 'gris');
      if (!gris) components.push((gris = { name: 'GRIS', value: 0, fee: 'gris' }));
      gris.value = cents(gris.value + 4.9);
    } else if (scenario === 'weight') {
      // Billed on a heavier weight than the products' cubed one: more freight per kg.
      weight = Math.round(weight * 1.3 * 1000) / 1000;
      const freight = components.find((component) => component.fee === 'weight') ?? components[0];
      freight.value = cents(freight.value * 1.3);
    }
    const number = String(52_000 + index);
    const issued = new Date(Math.min(Date.now() - DAY, order.delivered_at.getTime() + DAY));
    const cnpj = order.carrier_cnpj ?? '12345678000195';
    const key = nfeKeyOf(
      `35${issued.toISOString().slice(2, 4)}${issued.toISOString().slice(5, 7)}${cnpj}57001${number.padStart(9, '0')}1${String(10_000_000 + index)}`,
    );
    const nfeKey =
      scenario === 'unreconciled'
        ? nfeKeyOf(
            `${order.invoice_key.slice(0, 25)}${String(90_000 + index).padStart(9, '0')}${order.invoice_key.slice(34, 43)}`,
          )
        : order.invoice_key;
    const total = cents(components.reduce((sum, component) => sum + component.value, 0));
    // The rate that makes the ICMS inside the quoted price what the quote said it was.
    const quotedIcms = fees.filter((fee) => fee.fee === 'icms').reduce((sum, fee) => sum + fee.value, 0);
    const quotedTotal = fees.reduce((sum, fee) => sum + fee.value, 0);
    const rate = quotedIcms > 0 && quotedTotal > 0 ? Math.round((quotedIcms / quotedTotal) * 10_000) / 100 : 12;
    const document: ParsedCte = {
      key,
      number,
      series: '1',
      version: '4.00',
      issued_at: issued.toISOString(),
      type: 0,
      carrier: { cnpj, name: order.carrier_name },
      payer: {
        role: 'remetente',
        federal_tax_id: '78901234000105',
        name: 'Loja Demo Comércio Eletrônico Ltda',
        city: 'São Paulo',
        state: 'SP',
      },
      sender: {
        federal_tax_id: '78901234000105',
        name: 'Loja Demo Comércio Eletrônico Ltda',
        city: 'São Paulo',
        state: 'SP',
      },
      recipient: { federal_tax_id: null, name: order.recipient_name, city: order.to_city, state: order.to_state },
      origin: { city: 'São Paulo', state: 'SP' },
      destination: { city: order.to_city, state: order.to_state },
      total,
      receivable: total,
      components,
      icms: { group: '00', cst: '00', base_reduction: null, base: total, rate, value: cents((total * rate) / 100) },
      quantities: [{ measure: 'PESO BASE DE CALCULO', unit: 'KG', quantity: weight }],
      weight_kg: weight,
      cargo_value: Number(order.cargo_value),
      nfe_keys: [nfeKey],
    };
    const cte = new Cte(randomUUID());
    const [carrier] = await runSql(this.db, sql`SELECT id FROM carriers WHERE federal_tax_id = ${cnpj} LIMIT 1`);
    cte.import({
      company_id: companyId,
      batch_id: null,
      file_name: `${key}-cte.xml`,
      carrier_id: carrier?.id ?? null,
      document,
      imported_at: issued.toISOString(),
    });
    cte.reconcile(companyId, await this.matcher.ordersFor(companyId, document.nfe_keys), issued, DEMO_TOLERANCE);
    await this.repository.save(cte, { companyId, userId: null, correlationId: randomUUID() });
  }
}
