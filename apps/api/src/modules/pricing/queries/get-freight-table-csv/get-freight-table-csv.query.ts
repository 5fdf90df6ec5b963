import { CompanyRecordQuery } from '../../../../platform/queries/company-queries.js';

export interface FreightTableCsv {
  fileName: string;
  content: string;
}

/** A version-3 table of the company as the CSV it can be imported from again. */
export class GetFreightTableCsvQuery extends CompanyRecordQuery<FreightTableCsv> {}
