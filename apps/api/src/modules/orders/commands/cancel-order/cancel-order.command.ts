import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { CancelOrderPayload } from './cancel-order.payload.js';

export class CancelOrderCommand extends ActorCommand<CancelOrderPayload, { id: string; message: string }> {}
