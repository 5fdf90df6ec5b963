import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { UpdateCarrierIntegrationPayload } from './update-carrier-integration.payload.js';

export class UpdateCarrierIntegrationCommand extends ActorCommand<
  UpdateCarrierIntegrationPayload,
  { id: string; message: string }
> {}
