import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { FreightRuleAggregate } from '../../domain/freight-rule.aggregate.js';
import { freightRuleData } from '../shared-freight-rule/freight-rule-data.js';
import { FreightRuleOverlaps, type FreightRuleSaved } from '../shared-freight-rule/freight-rule-overlaps.js';
import { FreightRuleReferences } from '../shared-freight-rule/freight-rule-references.js';
import { NewFreightRuleCommand } from './new-freight-rule.command.js';

/** A new rule is enabled unless the form says otherwise. */
@CommandHandler(NewFreightRuleCommand)
export class NewFreightRuleHandler implements ICommandHandler<NewFreightRuleCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly references: FreightRuleReferences,
    private readonly overlaps: FreightRuleOverlaps,
  ) {}

  async execute({ payload, actor, context }: NewFreightRuleCommand): Promise<FreightRuleSaved> {
    const data = freightRuleData(payload);
    await this.references.assertValid(actor.companyId, data);
    const rule = new FreightRuleAggregate(randomUUID());
    rule.create(actor.companyId, data, payload.enabled ?? true);
    await this.repository.save(rule, context);
    return this.overlaps.answer(actor.companyId, rule.id, data, rule.enabled);
  }
}
