import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import type { UserDto } from '../identity.dto.js';
import { MERCHANT_USER, USER_COLUMNS } from '../user-columns.js';
import { GetUserQuery } from './get-user.query.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, id }: GetUserQuery): Promise<UserDto> {
    const [user] = await runSql(
      this.db,
      sql`SELECT ${raw(USER_COLUMNS)} FROM users WHERE id = ${id} AND company_id = ${companyId} AND ${raw(MERCHANT_USER)}`,
    );
    if (!user) throw new NotFound('Usuário não encontrado.');
    return user;
  }
}
