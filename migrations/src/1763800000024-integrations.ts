import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sales-channel integrations (settings.md §2, §3): the company channels read model (the token kept
 * AES-GCM encrypted, as in the events), the delivery log of what channels sent and what we pushed
 * back (the inbox: a webhook is stored here before it is answered), and which Despacho order each
 * channel order became (idempotency by channel order id).
 */
export class Integrations1763800000024 implements MigrationInterface {
  name = 'Integrations1763800000024';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE company_channels (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        channel_id integer NOT NULL,
        name text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        store_id text,
        store_host text,
        token_ciphertext text,
        situation_map jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX company_channels_company ON company_channels (company_id, created_at)`);
    await db.query(
      `CREATE UNIQUE INDEX company_channels_store ON company_channels (channel_id, store_id) WHERE store_id IS NOT NULL`,
    );
    await db.query(`
      CREATE TABLE channel_deliveries (
        id uuid PRIMARY KEY,
        company_channel_id uuid,
        company_id uuid,
        channel_id integer NOT NULL,
        direction text NOT NULL CHECK (direction IN ('in', 'out')),
        topic text NOT NULL,
        resource_id text,
        body text NOT NULL,
        status text NOT NULL CHECK (status IN ('received', 'processed', 'failed', 'refused')),
        reason text,
        order_id uuid,
        attempts integer NOT NULL DEFAULT 0,
        received_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX channel_deliveries_integration ON channel_deliveries (company_channel_id, received_at DESC)`,
    );
    await db.query(`
      CREATE TABLE channel_orders (
        company_channel_id uuid NOT NULL,
        channel_order_id text NOT NULL,
        company_id uuid NOT NULL,
        order_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (company_channel_id, channel_order_id)
      )`);
    await db.query(`CREATE INDEX channel_orders_order ON channel_orders (order_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE channel_orders`);
    await db.query(`DROP TABLE channel_deliveries`);
    await db.query(`DROP TABLE company_channels`);
  }
}
