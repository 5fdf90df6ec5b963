import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { UpdateOrderPayload } from './update-order.payload.js';

export class UpdateOrderCommand extends ActorCommand<UpdateOrderPayload, { id: string; message: string }> {}
