import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import type { RegisterTrackingPayload } from './register-tracking.payload.js';

export class RegisterTrackingCommand extends ActorCommand<RegisterTrackingPayload, OrderCommandResult> {}
