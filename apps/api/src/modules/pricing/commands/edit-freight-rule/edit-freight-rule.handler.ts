import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { FreightRuleAggregate } from '../../domain/freight-rule.aggregate.js';
import { freightRuleData } from '../shared-freight-rule/freight-rule-data.js';
import { FreightRuleOverlaps, type FreightRuleSaved } from '../shared-freight-rule/freight-rule-overlaps.js';
import { FreightRuleReferences } from '../shared-freight-rule/freight-rule-references.js';
import { EditFreightRuleCommand } from './edit-freight-rule.command.js';

/** Replaces the rule's fields and routes; without `enabled` the rule keeps its current state. */
@CommandHandler(EditFreightRuleCommand)
export class EditFreightRuleHandler implements ICommandHandler<EditFreightRuleCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly references: FreightRuleReferences,
    private readonly overlaps: FreightRuleOverlaps,
  ) {}

  async execute({ payload, actor, context }: EditFreightRuleCommand): Promise<FreightRuleSaved> {
    const { aggregate: rule } = await this.repository.load(new FreightRuleAggregate(payload.id));
    const data = freightRuleData(payload);
    // Ownership first: another company's id answers 404 whatever the payload refers to.
    rule.edit(actor.companyId, data, payload.enabled ?? rule.enabled);
    await this.references.assertValid(actor.companyId, data);
    await this.repository.save(rule, context);
    return this.overlaps.answer(actor.companyId, rule.id, data, rule.enabled);
  }
}
