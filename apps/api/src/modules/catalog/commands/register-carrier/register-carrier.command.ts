import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { CarrierPayload } from '../shared/carrier.payload.js';

export class RegisterCarrierCommand extends ActorCommand<CarrierPayload, { id: string }> {}
