import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ChangeStaleTrackingDaysPayload } from './change-stale-tracking-days.payload.js';

export class ChangeStaleTrackingDaysCommand extends ActorCommand<ChangeStaleTrackingDaysPayload, { id: string }> {}
