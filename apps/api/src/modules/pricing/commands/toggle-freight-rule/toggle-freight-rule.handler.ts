import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { FreightRuleAggregate } from '../../domain/freight-rule.aggregate.js';
import { ToggleFreightRuleCommand } from './toggle-freight-rule.command.js';

/** Spec ToggleFreightRule {id}: switches the rule on or off and answers the new state. */
@CommandHandler(ToggleFreightRuleCommand)
export class ToggleFreightRuleHandler implements ICommandHandler<ToggleFreightRuleCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: ToggleFreightRuleCommand): Promise<{ id: string; enabled: boolean }> {
    const { aggregate: rule } = await this.repository.load(new FreightRuleAggregate(payload.id));
    rule.toggle(actor.companyId);
    await this.repository.save(rule, context);
    return { id: rule.id, enabled: rule.enabled };
  }
}
