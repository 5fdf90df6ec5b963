import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outgoing webhooks for integrators (docs/outgoing-webhooks.md): the URLs a company registered
 * (read model of the webhook-endpoint stream; the signing secret sealed like channel tokens) and
 * one delivery per endpoint and event, unique, so the relay's retries never post an event twice.
 */
export class OutgoingWebhooks1763800000046 implements MigrationInterface {
  name = 'OutgoingWebhooks1763800000046';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        url text NOT NULL,
        events text[] NOT NULL,
        secret_ciphertext text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX webhook_endpoints_company ON webhook_endpoints (company_id, created_at)`);
    await db.query(`
      CREATE TABLE webhook_deliveries (
        id bigserial PRIMARY KEY,
        endpoint_id uuid NOT NULL,
        company_id uuid NOT NULL,
        event_id text NOT NULL,
        event_type text NOT NULL,
        body text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        response_code integer,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (endpoint_id, event_id)
      )`);
    await db.query(`CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE webhook_deliveries');
    await db.query('DROP TABLE webhook_endpoints');
  }
}
