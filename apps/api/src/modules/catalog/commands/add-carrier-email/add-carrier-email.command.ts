import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { AddCarrierEmailPayload } from './add-carrier-email.payload.js';

export class AddCarrierEmailCommand extends ActorCommand<AddCarrierEmailPayload, { id: string }> {}
