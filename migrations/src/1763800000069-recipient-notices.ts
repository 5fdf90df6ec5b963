import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, the recipient told first (docs/recipient-notices.md): the company's notice settings (a
 * read model of its events; WhatsApp secrets sealed), the recipients' WhatsApp opt-ins, one notice
 * row per order × step × channel (the unique key that makes a repeated event send nothing twice) and
 * the WhatsApp status webhooks seen, keyed by (wamid, status) so Meta's retries change nothing.
 */
export class RecipientNotices1763800000069 implements MigrationInterface {
  name = 'RecipientNotices1763800000069';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE recipient_notice_settings (
        company_id  uuid PRIMARY KEY,
        steps       text[] NOT NULL DEFAULT '{}',
        channels    text[] NOT NULL DEFAULT '{}',
        whatsapp    jsonb,
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE recipient_opt_ins (
        id            bigserial PRIMARY KEY,
        company_id    uuid NOT NULL,
        order_id      uuid NOT NULL,
        phone         text NOT NULL,
        channel       text NOT NULL,
        text_shown    text NOT NULL,
        opted_in_at   timestamptz NOT NULL,
        opted_out_at  timestamptz,
        UNIQUE (company_id, order_id)
      )`);
    await db.query(`
      CREATE TABLE recipient_notices (
        id          bigserial PRIMARY KEY,
        company_id  uuid NOT NULL,
        order_id    uuid NOT NULL,
        step        text NOT NULL,
        channel     text NOT NULL,
        recipient   text,
        state       text NOT NULL,
        detail      jsonb NOT NULL DEFAULT '{}',
        attempts    smallint NOT NULL DEFAULT 0,
        error       text,
        wamid       text,
        event_id    uuid NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        UNIQUE (order_id, step, channel)
      )`);
    await db.query('CREATE INDEX recipient_notices_company_order ON recipient_notices (company_id, order_id)');
    await db.query('CREATE UNIQUE INDEX recipient_notices_wamid ON recipient_notices (wamid) WHERE wamid IS NOT NULL');
    await db.query(`
      CREATE TABLE whatsapp_statuses (
        wamid        text NOT NULL,
        status       text NOT NULL,
        company_id   uuid NOT NULL,
        occurred_at  timestamptz,
        errors       jsonb,
        received_at  timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (wamid, status)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE whatsapp_statuses');
    await db.query('DROP TABLE recipient_notices');
    await db.query('DROP TABLE recipient_opt_ins');
    await db.query('DROP TABLE recipient_notice_settings');
  }
}
