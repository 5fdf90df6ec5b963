import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { SaveSituationsPayload } from './save-situations.payload.js';

/** Not a POST /command action: the spec sends it to company-channels/{id}/situations. */
export class SaveSituationsCommand extends ActorCommand<
  SaveSituationsPayload & { id: string },
  { id: string; message: string }
> {}
