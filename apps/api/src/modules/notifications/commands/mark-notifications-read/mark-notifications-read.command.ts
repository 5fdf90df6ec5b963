import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { MarkNotificationsReadPayload } from './mark-notifications-read.payload.js';

export class MarkNotificationsReadCommand extends ActorCommand<MarkNotificationsReadPayload, { read: number }> {}
