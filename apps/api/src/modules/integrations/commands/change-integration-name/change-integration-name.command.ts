import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ChangeIntegrationNamePayload } from './change-integration-name.payload.js';

export class ChangeIntegrationNameCommand extends ActorCommand<
  ChangeIntegrationNamePayload,
  { id: string; message: string }
> {}
