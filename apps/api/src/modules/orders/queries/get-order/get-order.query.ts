import { CompanyRecordQuery } from '../../../../platform/queries/company-queries.js';
import type { OrderDto } from '../orders.dto.js';

export class GetOrderQuery extends CompanyRecordQuery<OrderDto> {}
