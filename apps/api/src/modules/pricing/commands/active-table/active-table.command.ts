import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { TableStatusPayload } from './table-status.payload.js';

export class ActiveTableCommand extends ActorCommand<TableStatusPayload, { id: string }> {}
