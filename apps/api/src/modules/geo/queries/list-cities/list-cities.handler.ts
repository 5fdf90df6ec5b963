import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GeoDirectory } from '../../adapters/directory/geo-directory.js';
import type { CityListDto } from '../geo.dto.js';
import { pageOfPlaces } from '../geo-list.params.js';
import { ListCitiesQuery } from './list-cities.query.js';

/** One row per city CEP range (5,764), by state and name: the rule form fills a city's range from it. */
@QueryHandler(ListCitiesQuery)
export class ListCitiesHandler implements IQueryHandler<ListCitiesQuery> {
  constructor(private readonly geo: GeoDirectory) {}

  execute({ params }: ListCitiesQuery): Promise<CityListDto> {
    const { data, total } = pageOfPlaces(this.geo.cities(), params);
    return Promise.resolve({
      data: data.map(({ name, state, from, to }) => ({ name, state, zip_from: from, zip_to: to })),
      total,
    });
  }
}
