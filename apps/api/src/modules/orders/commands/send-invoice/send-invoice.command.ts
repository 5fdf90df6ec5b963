import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import type { SendInvoicePayload } from './send-invoice.payload.js';

export class SendInvoiceCommand extends ActorCommand<SendInvoicePayload, OrderCommandResult> {}
