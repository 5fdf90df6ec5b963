import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BadRequestError } from '../../../platform/http/app-errors.js';
import { VISIBLE_CARRIER } from '../../catalog/index.js';

/** The carriers an integration may be linked to: the ones GET carriers lists for the company. */
@Injectable()
export class CompanyCarriers {
  constructor(private readonly db: DataSource) {}

  /** The ids, deduplicated; refused (400) when one is not a carrier the company sees. */
  async check(companyId: string, carrierIds: readonly string[]): Promise<string[]> {
    const ids = [...new Set(carrierIds)];
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM carriers WHERE ${VISIBLE_CARRIER} AND id = ANY($2::uuid[])`,
      [companyId, ids],
    );
    if (rows.length !== ids.length)
      throw new BadRequestError('Transportadora não encontrada: escolha entre as transportadoras da empresa.');
    return ids;
  }
}
