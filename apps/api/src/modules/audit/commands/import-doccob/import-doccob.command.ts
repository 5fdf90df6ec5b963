import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ImportDoccobResult } from '../../http/freight-bills.dto.js';
import type { ImportDoccobPayload } from './import-doccob.payload.js';

export class ImportDoccobCommand extends ActorCommand<ImportDoccobPayload, ImportDoccobResult> {}
