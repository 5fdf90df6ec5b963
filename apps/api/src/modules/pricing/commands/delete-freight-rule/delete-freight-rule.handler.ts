import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { FreightRuleAggregate } from '../../domain/freight-rule.aggregate.js';
import { DeleteFreightRuleCommand } from './delete-freight-rule.command.js';

@CommandHandler(DeleteFreightRuleCommand)
export class DeleteFreightRuleHandler implements ICommandHandler<DeleteFreightRuleCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: DeleteFreightRuleCommand): Promise<{ id: string }> {
    const { aggregate: rule } = await this.repository.load(new FreightRuleAggregate(payload.id));
    rule.delete(actor.companyId);
    await this.repository.save(rule, context);
    return { id: rule.id };
  }
}
