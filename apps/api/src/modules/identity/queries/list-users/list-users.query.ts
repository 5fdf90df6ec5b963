import { CompanyPageQuery } from '../../../../platform/queries/company-queries.js';
import type { UserListDto } from '../identity.dto.js';

export class ListUsersQuery extends CompanyPageQuery<UserListDto> {}
