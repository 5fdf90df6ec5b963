import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Company } from '../../domain/company.aggregate.js';
import { ChangeQuotationViewCommand } from './change-quotation-view.command.js';

/** Changes what the caller's company shows at quotation time; the quote index reloads on the event. */
@CommandHandler(ChangeQuotationViewCommand)
export class ChangeQuotationViewHandler implements ICommandHandler<ChangeQuotationViewCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: ChangeQuotationViewCommand): Promise<{ id: string }> {
    const { aggregate: company } = await this.repository.load(new Company(actor.companyId));
    company.changeQuotationView(payload.quotation_view);
    await this.repository.save(company, context);
    return { id: company.id };
  }
}
