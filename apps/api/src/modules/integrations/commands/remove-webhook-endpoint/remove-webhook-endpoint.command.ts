import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { RemoveWebhookEndpointPayload } from './remove-webhook-endpoint.payload.js';

export class RemoveWebhookEndpointCommand extends ActorCommand<
  RemoveWebhookEndpointPayload,
  { id: string; message: string }
> {}
