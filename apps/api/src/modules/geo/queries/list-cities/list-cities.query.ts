import { Query } from '@nestjs/cqrs';
import type { CityListDto } from '../geo.dto.js';
import type { GeoListParams } from '../geo-list.params.js';

export class ListCitiesQuery extends Query<CityListDto> {
  constructor(readonly params: GeoListParams) {
    super();
  }
}
