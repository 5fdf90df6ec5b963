// The events of `pnpm bench:dashboard`: the orders of bench:orders' data set are rows without
// events (orders-seed.ts), so the dashboard's projection would have nothing to fold. These are
// written from the rows by SQL, batch by batch: a creation, the delivery of the delivered orders,
// the occurrence of those with an alert and a rating on one delivered order in seven. Destinations
// are spread over the 27 states (the rows all go to SP) so dashboard_daily has its real width.
import { BRAZIL_STATES } from '@despacho/domain';
import type pg from 'pg';

/** Small enough that no transaction stays open long: async readers everywhere on the server wait for the oldest one. */
const BATCH = 2_000;

/** The company's orders numbered $2 .. $2 + BATCH − 1, found through the unique (company_id, lower(reference)) index. */
const NUMBERED = `FROM generate_series($2::int, $2::int + ${BATCH - 1}) g JOIN orders o ON o.company_id = $1 AND lower(o.reference) = 'bn-' || g`;

const ORDERS_OF_BATCH = `SELECT o.id, o.company_id, o.reference, o.recipient_name, o.status, o.created_at, o.delivered_at, o.alert_type, o.estimated_cost, o.deadline,
                                c.id AS carrier_id, c.name AS carrier_name, g AS n, ($3::text[])[1 + g % 27] AS state
                           ${NUMBERED} JOIN carriers c ON c.id = o.carrier_id`;

/** One row per event: version, type and data built from the order row `o`. */
const EVENTS_OF_ORDER = `
  SELECT 1, 'order.created', jsonb_build_object('order_id', o.id, 'company_id', o.company_id, 'created_at', o.created_at, 'reference', o.reference,
           'status', CASE WHEN o.status = 5 THEN 3 ELSE o.status END, 'carrier', jsonb_build_object('id', o.carrier_id, 'name', o.carrier_name),
           'to_address', jsonb_build_object('state', o.state, 'name', o.recipient_name), 'estimated_cost', o.estimated_cost, 'deadline', o.deadline)
  UNION ALL SELECT 2, 'order.status-changed', jsonb_build_object('from', 3, 'to', 5, 'at', o.delivered_at) WHERE o.status = 5
  UNION ALL SELECT 3, 'order.tracking-registered', jsonb_build_object('alert_type', o.alert_type, 'at', o.created_at) WHERE o.alert_type IS NOT NULL
  UNION ALL SELECT 4, 'order.rated', jsonb_build_object('review', r.review) WHERE r.review IS NOT NULL`;

/** The rating of one delivered order in seven (also written on the order row, as the orders projection would). */
const REVIEW = `CASE WHEN o.status = 5 AND o.n % 7 = 0 THEN jsonb_build_object('rate', 1 + o.n % 5, 'message', 'Entrega ok', 'created_at', o.delivered_at) END`;

/** Writes the events of the company's orders numbered first..last unless the company already has them; answers how many it wrote. */
export async function writeDashboardEvents(
  db: pg.Client,
  companyId: string,
  first: number,
  last: number,
): Promise<number> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM events WHERE stream_type = 'order' AND metadata->>'company_id' = $1 LIMIT 1`,
    [companyId],
  );
  if (rowCount) return 0;
  let written = 0;
  for (let start = first; start <= last; start += BATCH) {
    await db.query('BEGIN');
    await db.query(
      `UPDATE orders u SET review = ${REVIEW} FROM (SELECT g AS n, o.id, o.status, o.delivered_at ${NUMBERED}) o WHERE u.id = o.id AND o.status = 5`,
      [companyId, start],
    );
    const result = await db.query(
      `INSERT INTO events (stream_id, stream_type, version, type, data, metadata, occurred_at)
       SELECT 'order-' || o.id, 'order', row_number() OVER (PARTITION BY o.id ORDER BY e.step), e.type, e.data,
              jsonb_build_object('company_id', o.company_id, 'user_id', null, 'correlation_id', gen_random_uuid(), 'causation_id', null, 'schema_version', 1),
              o.created_at
         FROM (${ORDERS_OF_BATCH}) o
        CROSS JOIN LATERAL (SELECT ${REVIEW} AS review) r
        CROSS JOIN LATERAL (${EVENTS_OF_ORDER}) e(step, type, data)
        ORDER BY o.id, e.step`,
      [companyId, start, BRAZIL_STATES],
    );
    await db.query('COMMIT');
    written += result.rowCount ?? 0;
    process.stdout.write(`  ${written.toLocaleString('pt-BR')} eventos\r`);
  }
  process.stdout.write('\n');
  return written;
}
