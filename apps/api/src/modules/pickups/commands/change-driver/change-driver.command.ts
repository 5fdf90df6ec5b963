import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ChangeDriverPayload } from './change-driver.payload.js';

export class ChangeDriverCommand extends ActorCommand<ChangeDriverPayload, { id: string; message: string }> {}
