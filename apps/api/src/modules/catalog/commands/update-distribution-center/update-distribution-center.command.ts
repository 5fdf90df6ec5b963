import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { UpdateDistributionCenterPayload } from './update-distribution-center.payload.js';

export class UpdateDistributionCenterCommand extends ActorCommand<UpdateDistributionCenterPayload, { id: string }> {}
