import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import type { FreightRuleData } from '../../events/pricing-events.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** The rule's CD must be the company's and its carrier one the company can see. */
@Injectable()
export class FreightRuleReferences {
  constructor(private readonly db: DataSource) {}

  async assertValid(companyId: string, data: FreightRuleData): Promise<void> {
    const [center, carrier] = await Promise.all([
      data.distribution_center_id &&
        runSql(
          this.db,
          sql`SELECT 1 FROM distribution_centers WHERE id = ${data.distribution_center_id} AND company_id = ${companyId}`,
        ),
      data.carrier_id &&
        runSql(
          this.db,
          sql`SELECT 1 FROM carriers WHERE id = ${data.carrier_id} AND (company_id IS NULL OR company_id = ${companyId})`,
        ),
    ]);
    if (center && center.length === 0) throw new InvalidInput('CD de origem não encontrado.');
    if (carrier && carrier.length === 0) throw new InvalidInput('Transportadora não encontrada.');
  }
}
