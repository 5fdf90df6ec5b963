import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { visibleCarriers } from '../../../catalog/index.js';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';

/** The carriers an integration may be linked to: the ones GET carriers lists for the company. */
@Injectable()
export class CompanyCarriers {
  constructor(private readonly db: DataSource) {}

  /** The ids, deduplicated; refused (400) when one is not a carrier the company sees. */
  async check(companyId: string, carrierIds: readonly string[]): Promise<string[]> {
    const ids = [...new Set(carrierIds)];
    const carriers = await visibleCarriers(this.db, companyId, ids);
    if (carriers.size !== ids.length)
      throw new InvalidInput('Transportadora não encontrada: escolha entre as transportadoras da empresa.');
    return ids;
  }
}
