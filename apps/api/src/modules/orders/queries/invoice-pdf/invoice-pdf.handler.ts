import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { danfePdf } from '../../adapters/danfe-pdf.js';
import { OrderInvoiceReader } from '../order-invoice.reader.js';
import { InvoicePdfQuery } from './invoice-pdf.query.js';

/** invoices/{id}/pdf: the simplified DANFE of the NF-e sent for the order. */
@QueryHandler(InvoicePdfQuery)
export class InvoicePdfHandler implements IQueryHandler<InvoicePdfQuery> {
  constructor(private readonly invoices: OrderInvoiceReader) {}

  async execute({ companyId, id }: InvoicePdfQuery): Promise<{ fileName: string; pdf: Buffer }> {
    const { invoice } = await this.invoices.read(companyId, id);
    if (!invoice) throw new NotFound('Nenhuma nota fiscal foi enviada para este pedido.');
    return { fileName: `nfe-${invoice.number}.pdf`, pdf: await danfePdf(invoice) };
  }
}
