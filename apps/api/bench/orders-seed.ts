// The read model rows of `pnpm bench:orders`, written by SQL in batches: millions of orders in a few
// minutes. Only the list is measured on them, so their events are not written (a projection rebuild
// of the benchmark database would drop them); the append rate is measured separately, through the
// real command.
import type { DataSource } from 'typeorm';

/**
 * Small enough that no transaction stays open long (a few seconds without the indexes on a busy
 * machine): async readers everywhere on the server wait for the oldest one (pg_snapshot_xmin).
 */
const BATCH = 25_000;

/**
 * Runs `load` with the orders table's own indexes (not its constraints') dropped, then builds each one
 * again in a single sorted pass: maintained row by row, the trigram and a dozen other indexes held the
 * load at ~900 orders/s. CONCURRENTLY, as it builds without a transaction id (a plain build holds the
 * server's snapshot horizon for a minute). A failed load still gets its indexes back.
 */
export async function withOrderIndexesBuiltAfter(db: DataSource, load: () => Promise<void>): Promise<void> {
  const indexes: { name: string; definition: string }[] = await db.query(
    `SELECT x.indexrelid::regclass::text AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x
      WHERE x.indrelid = 'orders'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
  );
  await db.query(`DROP INDEX ${indexes.map((index) => index.name).join(', ')}`);
  try {
    await load();
  } finally {
    // One connection, with the memory that lets a trigram index build in a few passes (64 MB: minutes).
    const builder = db.createQueryRunner();
    await builder.query(`SET maintenance_work_mem = '1GB'`);
    for (const { name, definition } of indexes) {
      process.stdout.write(`  índice ${name}...\r`);
      await builder.query(definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX CONCURRENTLY '));
    }
    await builder.query('RESET maintenance_work_mem');
    await builder.release();
    process.stdout.write('\n');
  }
}

/** Orders of `companyId` numbered from `first`: statuses, dates over two years, carriers, alerts, pickups. */
export async function insertOrders(
  db: DataSource,
  companyId: string,
  centerId: string,
  carrierIds: string[],
  first: number,
  count: number,
  pickups: string[],
): Promise<void> {
  for (let start = first; start < first + count; start += BATCH) {
    const end = Math.min(first + count, start + BATCH) - 1;
    await db.query(
      `INSERT INTO orders (id, company_id, reference, status, status_history, invoice_number, invoice_key, is_drop_shipping, carrier_id, carrier_name,
                           to_address, recipient_name, recipient_tax_id, to_zip, to_city, to_state, distribution_center_id, distribution_center_reference,
                           from_city, shipments, total_origins, cargo_value, estimated_cost, deadline, delivered_at, pickup_id, alert_type, property,
                           search_text, created_at, updated_at, tracking_code)
       SELECT gen_random_uuid(), $1, 'BN-' || n, s.status, '[]', (100000 + n)::text, NULL, n % 97 = 0, ($3::uuid[])[1 + n % array_length($3::uuid[], 1)], 'Transportadora',
              jsonb_build_object('name', 'Cliente ' || n, 'residential', true), 'Cliente ' || n, lpad((n::bigint * 7919 % 99999999999)::text, 11, '0'),
              '01310100', 'São Paulo', 'SP', $2, 'CD1', 'São Paulo',
              jsonb_build_array(jsonb_build_object('quantity', 1, 'width', 0.3, 'height', 0.2, 'length', 0.4, 'weight', 2.5, 'cargo_value', 199.9)),
              1, 199.9, 35.5, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date + 5,
              CASE WHEN s.status = 5 THEN c.created_at + interval '4 days' + (n % 3) * interval '1 day' END,
              CASE WHEN n % 50 = 0 THEN ($4::uuid[])[1 + n % array_length($4::uuid[], 1)] END,
              CASE WHEN n % 33 = 0 THEN 1 + n % 4 END, '{}',
              lower('bn-' || n || ' cliente ' || n || ' ' || lpad((n::bigint * 7919 % 99999999999)::text, 11, '0') || ' ' || (100000 + n)),
              c.created_at, c.created_at, 'DS' || n
         FROM generate_series($5::int, $6::int) n
        CROSS JOIN LATERAL (SELECT now() - (n % 730) * interval '1 day' - (n % 86400) * interval '1 second' AS created_at) c
        CROSS JOIN LATERAL (SELECT (ARRAY[5,5,5,5,5,5,5,5,5,5,5,5,5,5,3,3,4,2,1,6,9,7])[1 + n % 22]::smallint AS status) s`,
      [companyId, centerId, carrierIds, pickups, start, end],
    );
    process.stdout.write(`  ${(end + 1 - first).toLocaleString('pt-BR')} de ${count.toLocaleString('pt-BR')}\r`);
  }
  process.stdout.write('\n');
}
