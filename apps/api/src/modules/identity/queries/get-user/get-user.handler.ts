import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import type { UserDto } from '../identity.dto.js';
import { MERCHANT_USER, USER_COLUMNS } from '../user-columns.js';
import { GetUserQuery } from './get-user.query.js';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, id }: GetUserQuery): Promise<UserDto> {
    const [user] = await this.db.query(
      `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND company_id = $2 AND ${MERCHANT_USER}`,
      [id, companyId],
    );
    if (!user) throw new NotFound('Usuário não encontrado.');
    return user;
  }
}
