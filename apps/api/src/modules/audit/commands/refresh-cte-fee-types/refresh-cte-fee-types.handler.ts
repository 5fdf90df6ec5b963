import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Cte } from '../../domain/cte.aggregate.js';
import { RefreshCteFeeTypesCommand } from './refresh-cte-fee-types.command.js';

/** Answers whether a component of the CT-e changed fee type. */
@CommandHandler(RefreshCteFeeTypesCommand)
export class RefreshCteFeeTypesHandler implements ICommandHandler<RefreshCteFeeTypesCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ cte, fees, context }: RefreshCteFeeTypesCommand): Promise<boolean> {
    const { aggregate } = await this.repository.load(new Cte(cte.id));
    if (!aggregate.refreshFeeTypes(cte.company_id, fees.current, fees.fresh)) return false;
    await this.repository.save(aggregate, context);
    return true;
  }
}
