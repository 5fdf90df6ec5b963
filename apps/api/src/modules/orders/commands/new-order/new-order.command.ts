import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { OrderPayload } from '../shared/order.payload.js';

export class NewOrderCommand extends ActorCommand<OrderPayload, { id: string; message: string }> {}
