import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ProductPayload } from '../shared/product.payload.js';

export class NewProductCommand extends ActorCommand<ProductPayload, { id: string; message: string }> {}
