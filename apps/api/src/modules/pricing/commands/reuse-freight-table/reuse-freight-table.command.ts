import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ImportedTable } from '../import-freight-table/import-freight-table.command.js';
import type { ReuseFreightTablePayload } from './reuse-freight-table.payload.js';

/** A super admin copies a client company's version-3 table into the company they are signed in to. */
export class ReuseFreightTableCommand extends ActorCommand<ReuseFreightTablePayload, ImportedTable> {}
