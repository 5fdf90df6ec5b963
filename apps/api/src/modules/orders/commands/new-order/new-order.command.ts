import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { NewOrderPayload } from './new-order.payload.js';

export class NewOrderCommand extends ActorCommand<NewOrderPayload, { id: string; message: string }> {}
