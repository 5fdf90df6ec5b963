import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import type { SetTrackingNumberPayload } from './set-tracking-number.payload.js';

export class SetTrackingNumberCommand extends ActorCommand<SetTrackingNumberPayload, OrderCommandResult> {}
