import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ChangeRecipientNoticeSettingsPayload } from './change-recipient-notice-settings.payload.js';

export class ChangeRecipientNoticeSettingsCommand extends ActorCommand<
  ChangeRecipientNoticeSettingsPayload,
  { message: string }
> {}
