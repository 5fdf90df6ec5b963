import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { ExceptionAssigneesDto } from '../exceptions.dto.js';
import { ListAssigneesQuery } from './list-assignees.query.js';
import { companyMembers } from '../../../identity/index.js';

/** Who of the company may take an exception: its users (members), by name. */
@QueryHandler(ListAssigneesQuery)
export class ListAssigneesHandler implements IQueryHandler<ListAssigneesQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId }: ListAssigneesQuery): Promise<ExceptionAssigneesDto> {
    return { data: await companyMembers(this.db, companyId) };
  }
}
