import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { companyDistributionCentersOf, visibleCarriersOf } from '../../../catalog/index.js';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import type { FreightRuleData } from '../../events/pricing-events.js';

/** The rule's CD must be the company's and its carrier one the company can see. */
@Injectable()
export class FreightRuleReferences {
  constructor(private readonly db: DataSource) {}

  async assertValid(companyId: string, data: FreightRuleData): Promise<void> {
    const [center, carrier] = await Promise.all([
      data.distribution_center_id && companyDistributionCentersOf(this.db, companyId, [data.distribution_center_id]),
      data.carrier_id && visibleCarriersOf(this.db, companyId, [data.carrier_id]),
    ]);
    if (center && center.length === 0) throw new InvalidInput('CD de origem não encontrado.');
    if (carrier && carrier.length === 0) throw new InvalidInput('Transportadora não encontrada.');
  }
}
