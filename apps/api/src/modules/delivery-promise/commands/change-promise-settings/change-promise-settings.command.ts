import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ChangePromiseSettingsPayload } from './change-promise-settings.payload.js';

export class ChangePromiseSettingsCommand extends ActorCommand<ChangePromiseSettingsPayload, { id: string }> {}
