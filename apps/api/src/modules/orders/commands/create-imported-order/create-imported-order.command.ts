import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';
import type { OrderData } from '../../events/order-events.js';

/** An order read from an NF-e by the invoice import job, already quoted and its XML stored. */
export interface ImportedOrder {
  company_id: string;
  data: OrderData;
  awaiting_quote: string | null;
  invoice_path: string;
  at: Date;
}

/** Sent by InvoiceImportRunner with the batch's context (its user, the batch id as correlation). */
export class CreateImportedOrderCommand extends Command<string> {
  constructor(
    readonly order: ImportedOrder,
    readonly context: CommandContext,
  ) {
    super();
  }
}
