import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { CompanySignUpListDto } from '../sign-up.dto.js';
import { ListCompanySignUpsQuery } from './list-company-sign-ups.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

const MAX_LIMIT = 100;

/** Newest first: the staff calls the new companies to set up their integrations. */
@QueryHandler(ListCompanySignUpsQuery)
export class ListCompanySignUpsHandler implements IQueryHandler<ListCompanySignUpsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ page }: ListCompanySignUpsQuery): Promise<CompanySignUpListDto> {
    const { limit, offset } = pageOf(page, MAX_LIMIT);
    const [data, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT company_id, name, legal_name, federal_tax_id, state_tax_id, users, integrations, expenses, created_at
           FROM company_sign_ups ORDER BY created_at DESC, company_id LIMIT ${limit} OFFSET ${offset}`,
      ),
      this.db.query('SELECT count(*)::int AS total FROM company_sign_ups'),
    ]);
    return { data, total };
  }
}
