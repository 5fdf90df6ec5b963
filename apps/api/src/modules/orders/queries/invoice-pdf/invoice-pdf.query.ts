import { CompanyRecordQuery } from '../../../../platform/queries/company-queries.js';

export class InvoicePdfQuery extends CompanyRecordQuery<{ fileName: string; pdf: Buffer }> {}
