import { CompanyRecordQuery } from '../../../../platform/queries/company-queries.js';
import type { ProductDto } from '../products.dto.js';

export class GetProductQuery extends CompanyRecordQuery<ProductDto> {}
