import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { DeleteProductPayload } from './delete-product.payload.js';

export class DeleteProductCommand extends ActorCommand<DeleteProductPayload, { id: string; message: string }> {}
