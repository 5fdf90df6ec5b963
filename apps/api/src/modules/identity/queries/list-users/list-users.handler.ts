import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { UserListDto } from '../identity.dto.js';
import { MERCHANT_USER, USER_COLUMNS } from '../user-columns.js';
import { ListUsersQuery } from './list-users.query.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

const MAX_LIMIT = 100;

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, page }: ListUsersQuery): Promise<UserListDto> {
    const { limit, offset } = pageOf(page, MAX_LIMIT);
    const [data, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT ${raw(USER_COLUMNS)} FROM users WHERE company_id = ${companyId} AND ${raw(MERCHANT_USER)} ORDER BY created_at, id LIMIT ${limit} OFFSET ${offset}`,
      ),
      runSql(
        this.db,
        sql`SELECT count(*)::int AS total FROM users WHERE company_id = ${companyId} AND ${raw(MERCHANT_USER)}`,
      ),
    ]);
    return { data, total };
  }
}
