import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { PerformPickupPayload } from './perform-pickup.payload.js';

export class PerformPickupCommand extends ActorCommand<PerformPickupPayload, { id: string; message: string }> {}
