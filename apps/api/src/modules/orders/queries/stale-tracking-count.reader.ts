import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../../../platform/database/sql.js';
import { StaleTrackingFilter } from './stale-tracking-filter.js';

/** How many of the company's orders have stale tracking now: the orders list's stale filter counts the same. */
@Injectable()
export class StaleTrackingCount {
  constructor(
    private readonly db: DataSource,
    private readonly stale: StaleTrackingFilter,
  ) {}

  async of(companyId: string): Promise<number> {
    const [{ n }]: { n: number }[] = await runSql(
      this.db,
      sql`SELECT count(*)::int AS n FROM orders o WHERE o.company_id = ${companyId} AND ${this.stale.condition('o')}`,
    );
    return n;
  }
}
