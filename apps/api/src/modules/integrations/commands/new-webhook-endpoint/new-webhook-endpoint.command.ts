import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { NewWebhookEndpointPayload } from './new-webhook-endpoint.payload.js';

export class NewWebhookEndpointCommand extends ActorCommand<
  NewWebhookEndpointPayload,
  { id: string; secret: string; message: string }
> {}
