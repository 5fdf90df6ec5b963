import { roleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { UploadStore } from '../../../../platform/uploads/upload-store.js';
import { readInvoiceFiles } from '../../domain/nfe/nfe-archive.js';
import type { ParsedInvoice } from '../../domain/nfe/parsed-invoice.js';
import { OrderChanger } from '../shared/order-changer.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import { InvoiceFit } from './invoice-fit.js';
import { SendInvoiceCommand } from './send-invoice.command.js';
import { invoiceTargetOf } from './send-invoice.payload.js';

/**
 * 'Enviar nota': the uploaded file must hold exactly one valid NF-e, read with the import's limits;
 * it must fit the order (InvoiceFit); its number and key go on the order, which moves 1 → 2 (or keeps
 * 2, 6, 11, 12 on a replacement).
 */
@CommandHandler(SendInvoiceCommand)
export class SendInvoiceHandler implements ICommandHandler<SendInvoiceCommand> {
  constructor(
    private readonly orders: OrderChanger,
    private readonly uploads: UploadStore,
    private readonly fit: InvoiceFit,
  ) {}

  async execute({ payload, actor, context }: SendInvoiceCommand): Promise<OrderCommandResult> {
    const { path } = payload.invoice;
    const invoice = await this.theOnlyInvoice(
      path.slice(path.lastIndexOf('/') + 1),
      await this.uploads.read(actor.companyId, path),
    );
    const id = await this.orders.change(actor.companyId, invoiceTargetOf(payload), context, async (order) => {
      await this.fit.assertFits(actor.companyId, order.id, invoice);
      order.sendInvoice(
        actor.companyId,
        { invoice_number: invoice.number, invoice_key: invoice.key, path },
        roleOf(actor),
        new Date(),
      );
    });
    return { id, message: 'Nota fiscal enviada com sucesso' };
  }

  private async theOnlyInvoice(name: string, content: Buffer): Promise<ParsedInvoice> {
    const invoices: ParsedInvoice[] = [];
    for await (const reading of readInvoiceFiles([{ name, content }])) {
      if (!reading.ok) throw new InvalidInput(`${reading.fileName}: ${reading.reason}`);
      invoices.push(reading.invoice);
    }
    if (invoices.length !== 1) throw new InvalidInput('Envie um arquivo com uma única nota fiscal.');
    return invoices[0];
  }
}
