import { CompanyRecordQuery } from '../../../../platform/queries/company-queries.js';
import type { ProductImportDto } from '../products.dto.js';

export class GetProductImportQuery extends CompanyRecordQuery<ProductImportDto> {}
