import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ChangeSecondVersionNoticePayload } from './change-second-version-notice.payload.js';

export class ChangeSecondVersionNoticeCommand extends ActorCommand<ChangeSecondVersionNoticePayload, { id: string }> {}
