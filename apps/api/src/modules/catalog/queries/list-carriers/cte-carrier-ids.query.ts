import { Query } from '@nestjs/cqrs';

/**
 * The carriers that emitted at least one of the company's imported CT-e (the list's with_cte).
 * Asked by the catalog, answered by the audit, which owns the CT-e: the catalog names no audit file
 * (audit reaches the catalog through orders, so an import back would close a cycle).
 */
export class CteCarrierIdsQuery extends Query<string[]> {
  constructor(readonly companyId: string) {
    super();
  }
}
