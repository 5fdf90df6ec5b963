import { Query } from '@nestjs/cqrs';
import type { PageQuery } from '../../../../platform/http/page-query.js';
import type { CompanySignUpListDto } from '../sign-up.dto.js';

/** Super admins only (checked at the endpoint): every company's sign-up. */
export class ListCompanySignUpsQuery extends Query<CompanySignUpListDto> {
  constructor(readonly page: PageQuery) {
    super();
  }
}
