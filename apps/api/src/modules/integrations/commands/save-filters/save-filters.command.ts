import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { SaveFiltersPayload } from './save-filters.payload.js';

/** Not a POST /command action: the spec sends it to company-channels/{id}/filters. */
export class SaveFiltersCommand extends ActorCommand<
  SaveFiltersPayload & { id: string },
  { id: string; message: string }
> {}
