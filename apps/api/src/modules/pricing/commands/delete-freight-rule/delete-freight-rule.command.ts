import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { FreightRuleIdPayload } from '../shared-freight-rule/freight-rule-id.payload.js';

export class DeleteFreightRuleCommand extends ActorCommand<FreightRuleIdPayload, { id: string }> {}
