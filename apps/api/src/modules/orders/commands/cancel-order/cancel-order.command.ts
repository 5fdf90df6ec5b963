import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import type { OrderTargetPayload } from '../shared/order-target.payload.js';

export class CancelOrderCommand extends ActorCommand<OrderTargetPayload, OrderCommandResult> {}
