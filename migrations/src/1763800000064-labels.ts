import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Labels (issue 31, docs/labels.md): one row per package (a volume line of quantity q is q packages),
 * the label runs a user starts (one order or a bulk of up to 500) and the company's default format.
 */
export class Labels1763800000064 implements MigrationInterface {
  name = 'Labels1763800000064';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE companies ADD COLUMN label_format text NOT NULL DEFAULT 'pdf_10x15'`);
    // state: pending → calling (a worker holds the lease) → posted (carrier code known) → ready (files
    // stored); failed keeps the reason; voiding → voided once the carrier cancelled the pre-posting.
    await db.query(`
      CREATE TABLE labels (
        id                 uuid PRIMARY KEY,
        company_id         uuid NOT NULL,
        order_id           uuid NOT NULL,
        shipment_id        text NOT NULL,
        n                  integer NOT NULL,
        package_no         integer NOT NULL,
        package_of         integer NOT NULL,
        company_channel_id uuid,
        connector_id       integer,
        carrier_id         uuid,
        carrier_name       text NOT NULL,
        state              text NOT NULL DEFAULT 'pending',
        posting_id         text,
        tracking_number    text,
        label_receipt      text,
        pdf_key            text,
        zpl_key            text,
        error              text,
        attempts           integer NOT NULL DEFAULT 0,
        lease_until        timestamptz,
        created_at         timestamptz NOT NULL DEFAULT now(),
        updated_at         timestamptz NOT NULL DEFAULT now(),
        voided_at          timestamptz
      )`);
    // One live label per package: a voided one leaves room for the next.
    await db.query(
      `CREATE UNIQUE INDEX labels_package ON labels (order_id, shipment_id, n) WHERE state NOT IN ('voiding', 'voided')`,
    );
    await db.query('CREATE INDEX labels_order ON labels (company_id, order_id)');
    await db.query(`CREATE INDEX labels_voiding ON labels (order_id) WHERE state = 'voiding'`);
    await db.query(`
      CREATE TABLE label_runs (
        id          uuid PRIMARY KEY,
        company_id  uuid NOT NULL,
        user_id     uuid,
        order_ids   uuid[] NOT NULL,
        format      text NOT NULL,
        total       integer NOT NULL,
        done        integer NOT NULL DEFAULT 0,
        failed      integer NOT NULL DEFAULT 0,
        failures    jsonb NOT NULL DEFAULT '[]',
        file_key    text,
        state       text NOT NULL DEFAULT 'queued',
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await db.query('CREATE INDEX label_runs_company ON label_runs (company_id, created_at DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE label_runs');
    await db.query('DROP TABLE labels');
    await db.query('ALTER TABLE companies DROP COLUMN label_format');
  }
}
