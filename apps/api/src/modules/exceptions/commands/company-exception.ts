import type { DataSource } from 'typeorm';
import { Conflict, NotFound } from '../../../platform/errors/domain-errors.js';
import { ALREADY_RESOLVED } from '../domain/exception-case.aggregate.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/**
 * The caller's company's open exception: another company's answers 404 exactly like a missing one;
 * one resolved (by a person or by itself: the order delivered) answers 409.
 */
export async function companyException(db: DataSource, companyId: string, id: string): Promise<void> {
  const [row]: { resolved_at: Date | null }[] = await runSql(
    db,
    sql`SELECT resolved_at FROM order_exceptions WHERE id = ${id} AND company_id = ${companyId}`,
  );
  if (!row) throw new NotFound('Exceção não encontrada.');
  if (row.resolved_at) throw new Conflict(ALREADY_RESOLVED);
}
