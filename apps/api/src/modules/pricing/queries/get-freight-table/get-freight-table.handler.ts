import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { withTableNames } from '../catalog-names.js';
import { FREIGHT_TABLE_ROW } from '../freight-table-row.js';
import type { FreightTableDto } from '../pricing.dto.js';
import { GetFreightTableQuery } from './get-freight-table.query.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

@QueryHandler(GetFreightTableQuery)
export class GetFreightTableHandler implements IQueryHandler<GetFreightTableQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, id }: GetFreightTableQuery): Promise<FreightTableDto> {
    const [table] = await withTableNames(
      this.db,
      companyId,
      await runSql(this.db, sql`${raw(FREIGHT_TABLE_ROW)} WHERE t.id = ${id} AND t.company_id = ${companyId}`),
    );
    if (!table) throw new NotFound('Tabela de frete não encontrada.');
    return table;
  }
}
