import { CompanyRecordQuery } from '../../../../platform/queries/company-queries.js';
import type { InvoiceValidationDto } from './invoice-validation.dto.js';

export class ValidateInvoiceQuery extends CompanyRecordQuery<InvoiceValidationDto> {}
