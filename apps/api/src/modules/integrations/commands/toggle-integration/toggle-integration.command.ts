import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ToggleIntegrationPayload } from './toggle-integration.payload.js';

export class ToggleIntegrationCommand extends ActorCommand<ToggleIntegrationPayload, { id: string; message: string }> {}
