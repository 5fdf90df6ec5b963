import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { DistributionCenterPayload } from '../shared/distribution-center.payload.js';

export class NewDistributionCenterCommand extends ActorCommand<DistributionCenterPayload, { id: string }> {}
