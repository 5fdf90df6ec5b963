import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Carriers, part 1 (issue 30): carrier integrations are company channels of type 2, linked to some
 * of the company's carriers; every volume a carrier can be asked about has a tracking row; each
 * integration's last poll is kept for the list of active integrations.
 */
export class CarrierTracking1763800000060 implements MigrationInterface {
  name = 'CarrierTracking1763800000060';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE company_channels ADD COLUMN carrier_ids uuid[] NOT NULL DEFAULT '{}'`);
    // One row per volume (the tracking projection's): the key its carrier knows it by (the Correios
    // object code, the Jadlog shipmentId, else the NF-e key) and the newest carrier event seen.
    await db.query(`
      CREATE TABLE shipment_trackings (
        order_id       uuid NOT NULL,
        shipment_id    text NOT NULL,
        company_id     uuid NOT NULL,
        carrier_id     uuid,
        tracking_key   text,
        invoice_key    text,
        state          text,
        last_event_at  timestamptz,
        open           boolean NOT NULL DEFAULT true,
        opened_at      timestamptz NOT NULL,
        PRIMARY KEY (order_id, shipment_id)
      )`);
    await db.query(
      'CREATE INDEX shipment_trackings_open ON shipment_trackings (company_id, carrier_id) WHERE open AND tracking_key IS NOT NULL',
    );
    await db.query('CREATE INDEX shipment_trackings_key ON shipment_trackings (tracking_key)');
    await db.query(`
      CREATE TABLE carrier_integration_polls (
        company_channel_id uuid PRIMARY KEY,
        last_success_at    timestamptz,
        last_error         text,
        last_error_at      timestamptz,
        failures           integer NOT NULL DEFAULT 0,
        backoff_until      timestamptz
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE carrier_integration_polls');
    await db.query('DROP TABLE shipment_trackings');
    await db.query('ALTER TABLE company_channels DROP COLUMN carrier_ids');
  }
}
