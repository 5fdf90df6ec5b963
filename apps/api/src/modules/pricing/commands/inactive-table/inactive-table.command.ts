import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { TableStatusPayload } from '../active-table/table-status.payload.js';

export class InactiveTableCommand extends ActorCommand<TableStatusPayload, { id: string }> {}
