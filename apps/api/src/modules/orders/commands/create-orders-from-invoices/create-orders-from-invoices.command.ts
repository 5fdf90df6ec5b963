import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { CreateOrdersFromInvoicesPayload } from './create-orders-from-invoices.payload.js';

export class CreateOrdersFromInvoicesCommand extends ActorCommand<
  CreateOrdersFromInvoicesPayload,
  { id: string; batch: number; message: string }
> {}
