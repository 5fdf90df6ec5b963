import type { FreightRoute } from '@despacho/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { writeFreightTableCsv } from '../../domain/freight-table-csv-writer.js';
import { type FreightTableCsv, GetFreightTableCsvQuery } from './get-freight-table-csv.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** Spreadsheets (Excel in pt-BR) read UTF-8 accents only after a BOM; the importer skips it. */
const BOM = '\uFEFF';

@QueryHandler(GetFreightTableCsvQuery)
export class GetFreightTableCsvHandler implements IQueryHandler<GetFreightTableCsvQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, id }: GetFreightTableCsvQuery): Promise<FreightTableCsv> {
    const [table] = await runSql(
      this.db,
      sql`SELECT t.name, r.routes FROM freight_tables t JOIN freight_table_routes r ON r.table_id = t.id
        WHERE t.id = ${id} AND t.company_id = ${companyId} AND t.version = 3`,
    );
    if (!table) throw new NotFound('Tabela de frete versão 3 não encontrada.');
    return { fileName: `${table.name}.csv`, content: BOM + writeFreightTableCsv(table.routes as FreightRoute[]) };
  }
}
