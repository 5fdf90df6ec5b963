import { Query } from '@nestjs/cqrs';

/** Every product of the company as the CSV download (import format). */
export class ExportProductsQuery extends Query<string> {
  constructor(readonly companyId: string) {
    super();
  }
}
