import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { UpdateProductPayload } from './update-product.payload.js';

export class UpdateProductCommand extends ActorCommand<UpdateProductPayload, { id: string; message: string }> {}
