// The open shipments of bench:tracking and scale:demo's tracking step: `companies` companies, each
// with its own Correios integration (stub credentials) and its share of `shipments` orders on the
// road, one volume each with an object code (prefix BA). Real orders and streams: what the poller
// and the applier read.
import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { correiosCheckDigit } from '@despacho/domain';
import { DataSource } from 'typeorm';
import { TokenCipher } from '../src/modules/integrations/adapters/tokens/token-cipher.js';
import { Order } from '../src/modules/orders/domain/order.aggregate.js';
import type { OrderData } from '../src/modules/orders/events/order-events.js';
import { AggregateRepository } from '../src/platform/event-store/aggregate-repository.js';

/** The code of shipment n in a run: same digits and check digit, the run's service prefix. */
export const codeOf = (prefix: string, n: number) => {
  const digits = String(n + 1).padStart(8, '0');
  return `${prefix}${digits}${correiosCheckDigit(digits)}BR`;
};

function orderData(n: number, carrierId: string, shipmentId: string): OrderData {
  return {
    reference: `TR-${n}`,
    invoice_number: `${n}`,
    invoice_key: null,
    is_drop_shipping: false,
    carrier: { id: carrierId, name: 'Correios' },
    estimated_cost: 20,
    deadline: null,
    to_address: {
      residential: true,
      name: 'Cliente',
      federal_tax_id: '52998224725',
      phone: '11987654321',
      email: null,
      zip: '01310100',
      street1: 'Av. Paulista',
      number: '1',
      street2: null,
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BRA',
    },
    origin: { id: carrierId, reference: 'CD1', city: 'Campinas' },
    shipments: [
      {
        id: shipmentId,
        reference: null,
        volume: 1,
        quantity: 1,
        width: 0.2,
        height: 0.2,
        length: 0.2,
        weight: 1,
        cargo_value: 100,
        from_cd_reference: 'CD1',
        distribution_center_id: carrierId,
        tracking_number: codeOf('BA', n),
      },
    ],
    property: { channel: null, channel_id: null, marketplace: null, marketplace_order_number: null },
  } as OrderData;
}

/** The Correios check digit in SQL (correiosCheckDigit's weights), of the 8 digits `d`. */
const SQL_CODE = (prefix: string) => `'${prefix}' || d || (SELECT CASE r WHEN 0 THEN 5 WHEN 1 THEN 0 ELSE 11 - r END
    FROM (SELECT sum(substr(d, i, 1)::int * (ARRAY[8,6,4,2,3,5,9,7])[i]) % 11 AS r FROM generate_series(1, 8) i) dv) || 'BR'`;

/** Rows per cloning statement: each commits in a few seconds. */
const CLONE_BATCH = 20_000;

/**
 * Each company's first order goes through the real aggregate (its order.created event, read model
 * and tracking row); the others are that order cloned by SQL with their own ids, reference and
 * object code (events, orders and shipment_trackings rows alike): 200,000 in about a minute instead
 * of a quarter of an hour. The applier replays them like any order.
 */
export async function seedTrackingShipments(
  app: INestApplicationContext,
  shipments: number,
  companies: number,
): Promise<void> {
  const db = app.get(DataSource);
  const repository = app.get(AggregateRepository);
  const cipher = app.get(TokenCipher);
  const started = performance.now();
  const perCompany = Math.ceil(shipments / companies);
  for (let c = 0; c < companies; c++) {
    const companyId = randomUUID();
    const carrierId = randomUUID();
    const first = c * perCompany;
    const last = Math.min(shipments, first + perCompany);
    if (first >= last) break;
    const template = new Order(randomUUID());
    template.create(companyId, orderData(first, carrierId, randomUUID()), new Date());
    await repository.saveAll([template], { companyId, userId: null, correlationId: randomUUID() });
    for (let start = first + 1; start < last; start += CLONE_BATCH) {
      const end = Math.min(last, start + CLONE_BATCH) - 1;
      await db.query(
        `WITH x AS (
           SELECT n, gen_random_uuid() AS id, gen_random_uuid()::text AS shipment_id, ${SQL_CODE('BA')} AS code
             FROM generate_series($2::int, $3::int) n CROSS JOIN LATERAL (SELECT lpad((n + 1)::text, 8, '0') AS d) digits),
         changes AS (
           SELECT x.*, jsonb_build_object('order_id', x.id, 'reference', 'TR-' || x.n, 'invoice_number', x.n::text,
                    'shipments', jsonb_build_array(t.data->'shipments'->0 || jsonb_build_object('id', x.shipment_id, 'tracking_number', x.code))) AS patch
             FROM x, events t WHERE t.stream_id = 'order-' || $1),
         cloned_events AS (
           INSERT INTO events (stream_id, stream_type, version, type, data, metadata)
           SELECT 'order-' || ch.id, t.stream_type, 1, t.type, t.data || ch.patch, t.metadata
             FROM changes ch, events t WHERE t.stream_id = 'order-' || $1),
         cloned_orders AS (
           INSERT INTO orders
           SELECT r.*
             FROM changes ch, orders t,
                  -- LATERAL, not (f(...)).*: that form calls f once per column of orders (9 times slower).
                  LATERAL jsonb_populate_record(NULL::orders, to_jsonb(t) || jsonb_build_object('id', ch.id, 'reference', 'TR-' || ch.n,
                     'invoice_number', ch.n::text, 'shipments', ch.patch->'shipments')) r
            WHERE t.id = $1::uuid)
         INSERT INTO shipment_trackings (order_id, shipment_id, company_id, carrier_id, tracking_key, open, opened_at)
         SELECT x.id, x.shipment_id, $4, $5, x.code, true, now() FROM x`,
        [template.id, start, end, companyId, carrierId],
      );
    }
    const credentials = { usuario: `bench-${c}`, codigo_acesso: 'bench', cartao_postagem: String(7_000_000_000 + c) };
    // Both read models its events would fill: integrations' (the screen) and carrier-integrations' (the polls).
    const [integrationId, sealed] = [randomUUID(), cipher.seal(JSON.stringify(credentials))];
    await db.query(
      `INSERT INTO company_channels (id, company_id, channel_id, name, enabled, store_id, token_ciphertext, carrier_ids, created_at)
       VALUES ($1, $2, 101, 'Correios', true, $3, $4, $5, now())`,
      [integrationId, companyId, `bench-${c}`, sealed, [carrierId]],
    );
    await db.query(
      `INSERT INTO carrier_connections (id, company_id, channel_id, enabled, token_ciphertext, carrier_ids, created_at)
       VALUES ($1, $2, 101, true, $3, $4, now())`,
      [integrationId, companyId, sealed, [carrierId]],
    );
    process.stdout.write(`  ${last.toLocaleString('pt-BR')} de ${shipments.toLocaleString('pt-BR')} envios\r`);
  }
  process.stdout.write('\n');
  await db.query('ANALYZE');
  console.log(
    `Semeados ${shipments.toLocaleString('pt-BR')} envios abertos de ${companies} empresas (uma integração Correios cada) em ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
