import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import type { CarrierDto } from '../catalog.dto.js';
import { CARRIER_COLUMNS, visibleCarrier, carrierDtoOf } from '../carrier-row.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';
import { GetCarrierQuery } from './get-carrier.query.js';

@QueryHandler(GetCarrierQuery)
export class GetCarrierHandler implements IQueryHandler<GetCarrierQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, id }: GetCarrierQuery): Promise<CarrierDto> {
    const [row] = await runSql(
      this.db,
      sql`SELECT ${raw(CARRIER_COLUMNS)} FROM carriers WHERE ${visibleCarrier(companyId)} AND id = ${id}`,
    );
    if (!row) throw new NotFound('Transportadora não encontrada.');
    return carrierDtoOf(row);
  }
}
