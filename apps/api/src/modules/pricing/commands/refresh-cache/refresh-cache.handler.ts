import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { companiesOf } from '../../../identity/index.js';
import { PricingIndex } from '../../queries/quotes/pricing-index.js';
import { RefreshCacheCommand } from './refresh-cache.command.js';

/**
 * The provider's staff refresh a company's quotation cache (its compiled tables, rules, CDs and
 * display mode) on every API instance, as the company's own 'Sincronizar' does: the next quote
 * compiles it again from the database.
 */
@CommandHandler(RefreshCacheCommand)
export class RefreshCacheHandler implements ICommandHandler<RefreshCacheCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly pricing: PricingIndex,
  ) {}

  async execute({ payload }: RefreshCacheCommand): Promise<{ message: string }> {
    const [company] = await companiesOf(this.db, [payload.companyId]);
    if (!company) throw new NotFound('Empresa não encontrada.');
    await this.pricing.invalidateEverywhere(company.id);
    return { message: 'Atualizado com sucesso!' };
  }
}
