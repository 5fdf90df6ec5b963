import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import type { OrderMovePayload } from '../shared/order-target.payload.js';

export class GoOutDeliveryCommand extends ActorCommand<OrderMovePayload, OrderCommandResult> {}
