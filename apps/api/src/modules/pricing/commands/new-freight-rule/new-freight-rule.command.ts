import type { FreightRuleSaved } from '../shared-freight-rule/freight-rule-overlaps.js';
import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { FreightRulePayload } from '../shared-freight-rule/freight-rule.payload.js';

export class NewFreightRuleCommand extends ActorCommand<FreightRulePayload, FreightRuleSaved> {}
