import { Query } from '@nestjs/cqrs';
import type { MunicipalityListDto } from '../geo.dto.js';
import type { GeoListParams } from '../geo-list.params.js';

export class ListMunicipalitiesQuery extends Query<MunicipalityListDto> {
  constructor(readonly params: GeoListParams) {
    super();
  }
}
