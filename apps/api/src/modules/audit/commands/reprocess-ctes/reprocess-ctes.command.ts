import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ReprocessCtesPayload } from './reprocess-ctes.payload.js';

export class ReprocessCtesCommand extends ActorCommand<
  ReprocessCtesPayload,
  {
    reconciled: number;
    remapped: number;
    message: string;
  }
> {}
