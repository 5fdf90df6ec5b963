import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../platform/auth/actor.js';
import { pickupNotFound } from '../domain/pickup.aggregate.js';
import { romaneioPdf } from './romaneio-pdf.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** reports/pickup/{id}: the romaneio of the caller's company's pickup (operations: any company's). */
@Injectable()
export class RomaneioService {
  constructor(private readonly db: DataSource) {}

  /** The PDF and the pickup's number, which names the file. */
  async pdf(actor: Actor, pickupId: string): Promise<{ number: number; pdf: Buffer }> {
    const [pickup] = await runSql(
      this.db,
      sql`SELECT p.id, p.number, c.canonical_name AS carrier, to_char(p.pickup_date, 'YYYY-MM-DD') AS pickup_date, to_char(p.estimated_date, 'YYYY-MM-DD') AS estimated_date,
              p.driver, p.note, d.name AS center_name, d.address AS center_address
         FROM pickups p JOIN carriers c ON c.id = p.carrier_id JOIN distribution_centers d ON d.id = p.distribution_center_id
        WHERE p.id = ${pickupId} AND (${actor.isSuperAdmin} OR p.company_id = ${actor.companyId})`,
    );
    if (!pickup) throw pickupNotFound();
    const orders = await runSql(
      this.db,
      sql`SELECT reference, recipient_name, to_city, to_state, invoice_number, shipments FROM orders WHERE pickup_id = ${pickupId} ORDER BY reference`,
    );
    const { center_name, center_address, ...rest } = pickup;
    return {
      number: pickup.number,
      pdf: await romaneioPdf({ pickup: rest, center: { name: center_name, address: center_address }, orders }),
    };
  }
}
