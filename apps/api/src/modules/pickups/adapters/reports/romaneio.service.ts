import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { pickupOrdersOf } from '../../../orders/index.js';
import { companyDistributionCentersOf, visibleCarriersOf } from '../../../catalog/index.js';
import type { Actor } from '../../../../platform/auth/actor.js';
import { pickupNotFound } from '../../domain/pickup.aggregate.js';
import { romaneioPdf } from './romaneio-pdf.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** reports/pickup/{id}: the romaneio of the caller's company's pickup (operations: any company's). */
@Injectable()
export class RomaneioService {
  constructor(private readonly db: DataSource) {}

  /** The PDF and the pickup's number, which names the file. */
  async pdf(actor: Actor, pickupId: string): Promise<{ number: number; pdf: Buffer }> {
    const [pickup] = await runSql(
      this.db,
      sql`SELECT p.id, p.number, p.company_id, p.carrier_id, p.distribution_center_id, to_char(p.pickup_date, 'YYYY-MM-DD') AS pickup_date,
              to_char(p.estimated_date, 'YYYY-MM-DD') AS estimated_date, p.driver, p.note
         FROM pickups p
        WHERE p.id = ${pickupId} AND (${actor.isSuperAdmin} OR p.company_id = ${actor.companyId})`,
    );
    if (!pickup) throw pickupNotFound();
    const { company_id, carrier_id, distribution_center_id, ...rest } = pickup;
    const [orders, [carrier], [center]] = await Promise.all([
      pickupOrdersOf(this.db, company_id, [pickupId]),
      visibleCarriersOf(this.db, company_id, [carrier_id]),
      companyDistributionCentersOf(this.db, company_id, [distribution_center_id]),
    ]);
    return {
      number: pickup.number,
      pdf: await romaneioPdf({
        pickup: { ...rest, carrier: carrier.canonical_name },
        center: { name: center.name, address: center.address },
        orders,
      }),
    };
  }
}
