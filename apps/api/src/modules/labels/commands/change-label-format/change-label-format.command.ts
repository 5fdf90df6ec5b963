import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ChangeLabelFormatPayload } from './change-label-format.payload.js';

export class ChangeLabelFormatCommand extends ActorCommand<ChangeLabelFormatPayload, { id: string; message: string }> {}
