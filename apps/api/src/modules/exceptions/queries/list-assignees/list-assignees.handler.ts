import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { ExceptionAssigneesDto } from '../exceptions.dto.js';
import { ListAssigneesQuery } from './list-assignees.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** Who of the company may take an exception: its users (members), by name. */
@QueryHandler(ListAssigneesQuery)
export class ListAssigneesHandler implements IQueryHandler<ListAssigneesQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId }: ListAssigneesQuery): Promise<ExceptionAssigneesDto> {
    const data = await runSql(
      this.db,
      sql`SELECT u.id, u.name FROM user_companies m JOIN users u ON u.id = m.user_id
        WHERE m.company_id = ${companyId} ORDER BY lower(u.name), u.id`,
    );
    return { data };
  }
}
