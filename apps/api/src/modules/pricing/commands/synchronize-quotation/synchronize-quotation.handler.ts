import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PricingIndex } from '../../queries/quotes/pricing-index.js';
import { SynchronizeQuotationCommand } from './synchronize-quotation.command.js';

/** 'Sincronizar': the company's compiled quotation index is rebuilt from the database on the next quote. */
@CommandHandler(SynchronizeQuotationCommand)
export class SynchronizeQuotationHandler implements ICommandHandler<SynchronizeQuotationCommand> {
  constructor(private readonly pricing: PricingIndex) {}

  async execute({ actor }: SynchronizeQuotationCommand): Promise<{ message: string }> {
    await this.pricing.invalidateEverywhere(actor.companyId);
    return { message: 'Atualizado com sucesso!' };
  }
}
