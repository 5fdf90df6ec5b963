import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GeoDirectory } from '../../adapters/directory/geo-directory.js';
import type { MunicipalityListDto } from '../geo.dto.js';
import { pageOfPlaces } from '../geo-list.params.js';
import { ListMunicipalitiesQuery } from './list-municipalities.query.js';

/** IBGE municipalities with coordinates (maps, dashboards), by state and name. */
@QueryHandler(ListMunicipalitiesQuery)
export class ListMunicipalitiesHandler implements IQueryHandler<ListMunicipalitiesQuery> {
  constructor(private readonly geo: GeoDirectory) {}

  execute({ params }: ListMunicipalitiesQuery): Promise<MunicipalityListDto> {
    const { data, total } = pageOfPlaces(this.geo.municipalities(), params);
    return Promise.resolve({
      data: data.map(({ ibgeCode, name, state, latitude, longitude, capital }) => ({
        ibge_code: ibgeCode,
        name,
        state,
        latitude,
        longitude,
        capital,
      })),
      total,
    });
  }
}
