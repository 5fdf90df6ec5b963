import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LabelPackage } from './label-order.js';
import { assignments, raw, runSql, sql } from '../../../../platform/database/sql.js';

export const LABEL_STATES = ['pending', 'calling', 'posted', 'ready', 'failed', 'voiding', 'voided'] as const;
export type LabelState = (typeof LABEL_STATES)[number];

export interface LabelRow {
  id: string;
  company_id: string;
  order_id: string;
  shipment_id: string;
  n: number;
  package_no: number;
  package_of: number;
  company_channel_id: string | null;
  connector_id: number | null;
  carrier_id: string | null;
  carrier_name: string;
  state: LabelState;
  posting_id: string | null;
  tracking_number: string | null;
  label_receipt: string | null;
  pdf_key: string | null;
  zpl_key: string | null;
  error: string | null;
  attempts: number;
  created_at: Date;
  updated_at: Date;
}

/** A claimed row's result: what the carrier answered, saved as it comes so a re-run never posts again. */
export type LabelProgress = Partial<Pick<LabelRow, 'posting_id' | 'tracking_number' | 'label_receipt'>>;

/**
 * The labels table: one row per package among the live (not voided) ones. A claim decides who calls
 * the carrier for a package: a pending or failed row, or one left calling by a worker whose lease ran
 * out (it re-runs through the connector's idempotent prePost, never a blind new pre-posting).
 */
@Injectable()
export class LabelRows {
  constructor(private readonly db: DataSource) {}

  /** The live rows of the order's packages, created for those that have none (by this connection). */
  async ensure(
    companyId: string,
    orderId: string,
    packages: readonly LabelPackage[],
    connection: (pack: LabelPackage) => { id: string; connector_id: number } | null,
  ): Promise<LabelRow[]> {
    for (const pack of packages) {
      const via = connection(pack);
      await runSql(
        this.db,
        sql`INSERT INTO labels (id, company_id, order_id, shipment_id, n, package_no, package_of, company_channel_id,
                             connector_id, carrier_id, carrier_name)
         VALUES (${randomUUID()}, ${companyId}, ${orderId}, ${pack.shipment_id}, ${pack.n}, ${pack.package_no}, ${pack.package_of}, ${via?.id ?? null}, ${via?.connector_id ?? null}, ${pack.carrier.id}, ${pack.carrier.name})
         ON CONFLICT (order_id, shipment_id, n) WHERE state NOT IN ('voiding', 'voided') DO NOTHING`,
      );
    }
    return this.live(companyId, orderId);
  }

  /** The order's live rows, in package order. */
  live(companyId: string, orderId: string): Promise<LabelRow[]> {
    return runSql(
      this.db,
      sql`SELECT * FROM labels WHERE company_id = ${companyId} AND order_id = ${orderId} AND state NOT IN ('voiding', 'voided')
        ORDER BY package_no`,
    );
  }

  /** Every row of the order, voided ones too (the detail shows them), newest package set first. */
  all(companyId: string, orderId: string): Promise<LabelRow[]> {
    return runSql(
      this.db,
      sql`SELECT * FROM labels WHERE company_id = ${companyId} AND order_id = ${orderId}
        ORDER BY state IN ('voiding', 'voided'), package_no, created_at DESC`,
    );
  }

  /** Takes the row for `leaseMs`; null when another worker holds it or it is done. */
  async claim(id: string, leaseMs: number): Promise<LabelRow | null> {
    // TypeORM answers an UPDATE ... RETURNING as [rows, affected].
    const [[row]] = await runSql(
      this.db,
      sql`UPDATE labels SET state = 'calling', attempts = attempts + 1, error = NULL,
                         lease_until = now() + make_interval(secs => ${leaseMs}::float8 / 1000), updated_at = now()
        WHERE id = ${id} AND (state IN ('pending', 'posted', 'failed') OR (state = 'calling' AND lease_until < now()))
        RETURNING *`,
    );
    return row ?? null;
  }

  async read(id: string): Promise<LabelRow | null> {
    const [row] = await runSql(this.db, sql`SELECT * FROM labels WHERE id = ${id}`);
    return row ?? null;
  }

  /** Keeps what the carrier answered (a row voided meanwhile keeps it too, for its cancellation); renews the lease. */
  async progress(id: string, progress: LabelProgress, leaseMs: number): Promise<void> {
    const more = Object.keys(progress).length ? sql`, ${assignments(progress)}` : raw('');
    await runSql(
      this.db,
      sql`UPDATE labels SET lease_until = now() + make_interval(secs => ${leaseMs}::float8 / 1000), updated_at = now()${more}
        WHERE id = ${id}`,
    );
  }

  /** Files stored: the row is ready (unless it was voided while they were made). */
  async ready(id: string, files: { pdf_key: string; zpl_key: string }): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE labels SET pdf_key = ${files.pdf_key}, zpl_key = ${files.zpl_key}, lease_until = NULL, updated_at = now(),
                         state = CASE WHEN state = 'calling' THEN 'ready' ELSE state END
        WHERE id = ${id}`,
    );
  }

  /** The carrier refused (or the call failed): the reason stays on the row; a new generate retries it. */
  async failed(id: string, error: string): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE labels SET error = ${error}, lease_until = NULL, updated_at = now(),
                         state = CASE WHEN state = 'calling' THEN CASE WHEN posting_id IS NULL THEN 'failed' ELSE 'posted' END ELSE state END
        WHERE id = ${id}`,
    );
  }
}
