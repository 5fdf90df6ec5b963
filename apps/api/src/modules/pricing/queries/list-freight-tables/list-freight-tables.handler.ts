import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../../platform/auth/actor.js';
import { NotAllowed } from '../../../../platform/errors/domain-errors.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';
import { pageOf } from '../../../../platform/http/page-query.js';
import { withTableNames } from '../catalog-names.js';
import { FREIGHT_TABLE_ROW } from '../freight-table-row.js';
import type { FreightTableListDto } from '../pricing.dto.js';
import { ListFreightTablesQuery } from './list-freight-tables.query.js';

const MAX_LIMIT = 100;
/** The reuse screen loads a client's tables in one call (spec: up to 1000). */
const CLIENT_LIMIT = 1000;

/** Super admins may list a client company's tables (to reuse one); everyone else only their own. */
function listedCompany(actor: Actor, companyId: string | undefined): string {
  if (!companyId || companyId === actor.companyId) return actor.companyId;
  if (!actor.isSuperAdmin) throw new NotAllowed();
  return companyId;
}

@QueryHandler(ListFreightTablesQuery)
export class ListFreightTablesHandler implements IQueryHandler<ListFreightTablesQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor, query }: ListFreightTablesQuery): Promise<FreightTableListDto> {
    const companyId = listedCompany(actor, query.company_id);
    const { limit, offset } = pageOf(query, query.company_id ? CLIENT_LIMIT : MAX_LIMIT);
    const carrier = query.filters?.carrier ?? null;
    const where = sql`t.company_id = ${companyId} AND (${carrier}::uuid IS NULL OR t.carrier_id = ${carrier})`;
    const [data, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`${raw(FREIGHT_TABLE_ROW)} WHERE ${where} ORDER BY t.created_at DESC, t.id LIMIT ${limit} OFFSET ${offset}`,
      ),
      runSql(this.db, sql`SELECT count(*)::int AS total FROM freight_tables t WHERE ${where}`),
    ]);
    return { data: await withTableNames(this.db, companyId, data), total };
  }
}
