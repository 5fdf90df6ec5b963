import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import type { CarrierEmailsDto } from '../catalog.dto.js';
import { VISIBLE_CARRIER } from '../carrier-row.js';
import { GetCarrierEmailsQuery } from './get-carrier-emails.query.js';

/** The caller's company's list only: other companies' lists for a shared carrier stay private. */
@QueryHandler(GetCarrierEmailsQuery)
export class GetCarrierEmailsHandler implements IQueryHandler<GetCarrierEmailsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, id }: GetCarrierEmailsQuery): Promise<CarrierEmailsDto> {
    const [row] = await this.db.query(
      `SELECT c.id AS carrier_id, coalesce(e.emails, '{}') AS emails
         FROM (SELECT id FROM carriers WHERE ${VISIBLE_CARRIER} AND id = $2) c
         LEFT JOIN carrier_emails e ON e.carrier_id = c.id AND e.company_id = $1`,
      [companyId, id],
    );
    if (!row) throw new NotFound('Transportadora não encontrada.');
    return row;
  }
}
