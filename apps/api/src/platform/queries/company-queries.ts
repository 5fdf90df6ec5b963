import { Query } from '@nestjs/cqrs';
import type { PageQuery } from '../http/page-query.js';

/** A page of one company's records. */
export abstract class CompanyPageQuery<R> extends Query<R> {
  constructor(
    readonly companyId: string,
    readonly page: PageQuery,
  ) {
    super();
  }
}

/** One record of one company (another company's id answers 404). */
export abstract class CompanyRecordQuery<R> extends Query<R> {
  constructor(
    readonly companyId: string,
    readonly id: string,
  ) {
    super();
  }
}
