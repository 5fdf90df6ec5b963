import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { UserListDto } from '../identity.dto.js';
import { MERCHANT_USER, USER_COLUMNS } from '../user-columns.js';
import { ListUsersQuery } from './list-users.query.js';

const MAX_LIMIT = 100;

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, page }: ListUsersQuery): Promise<UserListDto> {
    const { limit, offset } = pageOf(page, MAX_LIMIT);
    const [data, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT ${USER_COLUMNS} FROM users WHERE company_id = $1 AND ${MERCHANT_USER} ORDER BY created_at, id LIMIT $2 OFFSET $3`,
        [companyId, limit, offset],
      ),
      this.db.query(`SELECT count(*)::int AS total FROM users WHERE company_id = $1 AND ${MERCHANT_USER}`, [companyId]),
    ]);
    return { data, total };
  }
}
