import { Query } from '@nestjs/cqrs';
import type { CarrierListDto } from '../catalog.dto.js';
import type { ListCarriersParams } from './list-carriers.params.js';

export class ListCarriersQuery extends Query<CarrierListDto> {
  constructor(
    readonly companyId: string,
    readonly params: ListCarriersParams,
  ) {
    super();
  }
}
