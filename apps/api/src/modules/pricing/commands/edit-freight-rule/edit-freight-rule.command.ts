import type { FreightRuleSaved } from '../shared-freight-rule/freight-rule-overlaps.js';
import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { EditFreightRulePayload } from './edit-freight-rule.payload.js';

export class EditFreightRuleCommand extends ActorCommand<EditFreightRulePayload, FreightRuleSaved> {}
