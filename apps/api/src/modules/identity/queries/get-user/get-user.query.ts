import { CompanyRecordQuery } from '../../../../platform/queries/company-queries.js';
import type { UserDto } from '../identity.dto.js';

export class GetUserQuery extends CompanyRecordQuery<UserDto> {}
