import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import type { CarrierEmailsDto } from '../catalog.dto.js';
import { visibleCarrier } from '../carrier-row.js';
import { GetCarrierEmailsQuery } from './get-carrier-emails.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** The caller's company's list only: other companies' lists for a shared carrier stay private. */
@QueryHandler(GetCarrierEmailsQuery)
export class GetCarrierEmailsHandler implements IQueryHandler<GetCarrierEmailsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, id }: GetCarrierEmailsQuery): Promise<CarrierEmailsDto> {
    const [row] = await runSql(
      this.db,
      sql`SELECT c.id AS carrier_id, coalesce(e.emails, '{}') AS emails
         FROM (SELECT id FROM carriers WHERE ${visibleCarrier(companyId)} AND id = ${id}) c
         LEFT JOIN carrier_emails e ON e.carrier_id = c.id AND e.company_id = ${companyId}`,
    );
    if (!row) throw new NotFound('Transportadora não encontrada.');
    return row;
  }
}
