import { Query } from '@nestjs/cqrs';
import type { ProductListDto, ProductListQuery } from '../products.dto.js';

export class ListProductsQuery extends Query<ProductListDto> {
  constructor(
    readonly companyId: string,
    readonly query: ProductListQuery,
  ) {
    super();
  }
}
