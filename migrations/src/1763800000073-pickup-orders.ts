import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33, modules as private rooms: pickups' own copy of each order's figures its list and detail
 * total per pickup (pickup, status, volumes, weight, cargo value), folded from the order events, so
 * pickups reads no orders table. Filled from the orders read model as it stands.
 */
export class PickupOrders1763800000073 implements MigrationInterface {
  name = 'PickupOrders1763800000073';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE pickup_orders (
        id           uuid PRIMARY KEY,
        pickup_id    uuid,
        status       smallint NOT NULL,
        volumes      integer,
        weight       numeric,
        cargo_value  numeric(14, 2) NOT NULL
      )`);
    await db.query('CREATE INDEX pickup_orders_pickup ON pickup_orders (pickup_id) WHERE pickup_id IS NOT NULL');
    await db.query(`
      INSERT INTO pickup_orders (id, pickup_id, status, volumes, weight, cargo_value)
      SELECT id, pickup_id, status,
             (SELECT sum((s->>'quantity')::int) FROM jsonb_array_elements(shipments) s),
             (SELECT sum((s->>'weight')::numeric * (s->>'quantity')::int) FROM jsonb_array_elements(shipments) s),
             cargo_value
        FROM orders`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE pickup_orders');
  }
}
