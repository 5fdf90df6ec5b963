import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { RemapCteFeesPayload } from './remap-cte-fees.payload.js';

export class RemapCteFeesCommand extends ActorCommand<RemapCteFeesPayload, { id: string; message: string }> {}
