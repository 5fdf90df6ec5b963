import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { invoiceProblems } from '../../domain/invoice-checks.js';
import { OrderInvoiceReader } from '../order-invoice.reader.js';
import type { InvoiceValidationDto } from './invoice-validation.dto.js';
import { ValidateInvoiceQuery } from './validate-invoice.query.js';

/** invoices/{id}/validate: the order's invoice problems; any makes the detail show the correction-letter alert. */
@QueryHandler(ValidateInvoiceQuery)
export class ValidateInvoiceHandler implements IQueryHandler<ValidateInvoiceQuery> {
  constructor(private readonly invoices: OrderInvoiceReader) {}

  async execute({ companyId, id }: ValidateInvoiceQuery): Promise<InvoiceValidationDto> {
    const { order, invoice } = await this.invoices.read(companyId, id);
    return { errors: invoiceProblems(order, invoice) };
  }
}
