import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ImportedTable } from '../import-freight-table/import-freight-table.command.js';
import type { NewFreightTablePayload } from './new-freight-table.payload.js';

export type NewFreightTableResult = ImportedTable & { message: string };

export class NewFreightTableCommand extends ActorCommand<NewFreightTablePayload, NewFreightTableResult> {}
