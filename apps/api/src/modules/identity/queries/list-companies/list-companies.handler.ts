import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { CompanyListDto } from '../identity.dto.js';
import { ListCompaniesQuery } from './list-companies.query.js';

const MAX_LIMIT = 100;

/** Super admins see every company; everyone else only the companies they belong to. */
@QueryHandler(ListCompaniesQuery)
export class ListCompaniesHandler implements IQueryHandler<ListCompaniesQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor, page }: ListCompaniesQuery): Promise<CompanyListDto> {
    const { limit, offset } = pageOf(page, MAX_LIMIT);
    const scope = actor.isSuperAdmin
      ? raw('TRUE')
      : sql`c.id IN (SELECT company_id FROM user_companies WHERE user_id = ${actor.userId})`;
    const [data, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT c.id, c.name, c.created_at, coalesce(n.users, 0)::int AS users
           FROM companies c LEFT JOIN company_user_counts n ON n.company_id = c.id
          WHERE ${scope} ORDER BY c.name LIMIT ${limit} OFFSET ${offset}`,
      ),
      runSql(this.db, sql`SELECT count(*)::int AS total FROM companies c WHERE ${scope}`),
    ]);
    return { data, total };
  }
}
