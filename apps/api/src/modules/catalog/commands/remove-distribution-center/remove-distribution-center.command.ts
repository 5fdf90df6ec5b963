import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { RemoveDistributionCenterPayload } from './remove-distribution-center.payload.js';

export class RemoveDistributionCenterCommand extends ActorCommand<RemoveDistributionCenterPayload, { id: string }> {}
