import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { runSql, sql } from '../database/sql.js';

/** What a company numbers 1, 2, 3...: its pickups and its NF-e import batches. */
export type CounterKind = 'pickup' | 'invoice-batch' | 'cte-batch' | 'ocoren-batch';

/**
 * Hands out short per-company numbers from one counter row per (company, kind). The upsert takes the
 * row's lock, so concurrent callers queue on it for one statement and each gets its own range: no
 * `max + 1` race, no retries. Inside a caller's transaction the lock lasts until it commits and a
 * rollback gives the numbers back; outside, a failure after the call leaves a gap, as a sequence does.
 */
@Injectable()
export class CompanyCounters {
  constructor(private readonly db: DataSource) {}

  /** The next `count` numbers of the company, in order. */
  async next(
    companyId: string,
    kind: CounterKind,
    count = 1,
    db: EntityManager | DataSource = this.db,
  ): Promise<number[]> {
    const [{ last }] = await runSql(
      db,
      sql`INSERT INTO company_counters (company_id, kind, last) VALUES (${companyId}, ${kind}, ${count})
       ON CONFLICT (company_id, kind) DO UPDATE SET last = company_counters.last + excluded.last
       RETURNING last`,
    );
    return Array.from({ length: count }, (_, index) => last - count + 1 + index);
  }
}
