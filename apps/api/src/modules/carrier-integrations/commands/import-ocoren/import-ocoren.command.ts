import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ImportOcorenPayload } from './import-ocoren.payload.js';

export class ImportOcorenCommand extends ActorCommand<
  ImportOcorenPayload,
  { id: string; batch: number; message: string }
> {}
