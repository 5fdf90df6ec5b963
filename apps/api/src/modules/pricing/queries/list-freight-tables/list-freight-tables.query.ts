import { Query } from '@nestjs/cqrs';
import type { FreightTableListDto, FreightTableListQuery } from '../pricing.dto.js';

export class ListFreightTablesQuery extends Query<FreightTableListDto> {
  constructor(
    readonly companyId: string,
    readonly query: FreightTableListQuery,
  ) {
    super();
  }
}
