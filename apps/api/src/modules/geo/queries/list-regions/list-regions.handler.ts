import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WHOLE_COUNTRY } from '../../domain/cep.js';
import { GeoDirectory } from '../../adapters/directory/geo-directory.js';
import type { RegionListDto } from '../geo.dto.js';
import { ListRegionsQuery } from './list-regions.query.js';

/** The 27 states with their CEP ranges, and 'Brasil inteiro' (spec settings.md §4, freight rule form). */
@QueryHandler(ListRegionsQuery)
export class ListRegionsHandler implements IQueryHandler<ListRegionsQuery> {
  constructor(private readonly geo: GeoDirectory) {}

  execute(): Promise<RegionListDto> {
    const data = this.geo.states().map(({ state, name }) => ({
      state,
      name,
      zip_ranges: this.geo.stateRanges(state).map(({ from, to }) => ({ zip_from: from, zip_to: to })),
    }));
    return Promise.resolve({
      data,
      total: data.length,
      whole_country: {
        name: WHOLE_COUNTRY.name,
        zip_ranges: [{ zip_from: WHOLE_COUNTRY.from, zip_to: WHOLE_COUNTRY.to }],
      },
    });
  }
}
