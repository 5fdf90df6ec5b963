import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { visibleCarrier } from '../../catalog/index.js';
import { InvalidInput } from '../../../platform/errors/domain-errors.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** The carriers an integration may be linked to: the ones GET carriers lists for the company. */
@Injectable()
export class CompanyCarriers {
  constructor(private readonly db: DataSource) {}

  /** The ids, deduplicated; refused (400) when one is not a carrier the company sees. */
  async check(companyId: string, carrierIds: readonly string[]): Promise<string[]> {
    const ids = [...new Set(carrierIds)];
    const rows: { id: string }[] = await runSql(
      this.db,
      sql`SELECT id FROM carriers WHERE ${visibleCarrier(companyId)} AND id = ANY(${ids}::uuid[])`,
    );
    if (rows.length !== ids.length)
      throw new InvalidInput('Transportadora não encontrada: escolha entre as transportadoras da empresa.');
    return ids;
  }
}
