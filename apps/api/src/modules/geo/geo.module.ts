import { Module } from '@nestjs/common';
import { CepCache } from './adapters/cep/cep-cache.js';
import { CepProvider } from './adapters/cep/cep-provider.js';
import { CepThrottleGuard } from './http/cep-throttle.guard.js';
import { ViaCepProvider } from './adapters/cep/viacep.provider.js';
import { GeoDirectory } from './adapters/directory/geo-directory.js';
import { CepController } from './http/cep.controller.js';
import { GeoController } from './http/geo.controller.js';
import { ListCitiesHandler } from './queries/list-cities/list-cities.handler.js';
import { ListMunicipalitiesHandler } from './queries/list-municipalities/list-municipalities.handler.js';
import { ListRegionsHandler } from './queries/list-regions/list-regions.handler.js';
import { LookupCepHandler } from './queries/lookup-cep/lookup-cep.handler.js';

const queryHandlers = [ListCitiesHandler, ListRegionsHandler, ListMunicipalitiesHandler, LookupCepHandler];
const cep = [{ provide: CepProvider, useClass: ViaCepProvider }, CepCache, CepThrottleGuard];

/**
 * Geo: states, cities and municipalities with their CEP ranges (apps/api/data/cep, in memory) and
 * the CEP look-up. Other contexts inject GeoDirectory (state or city of a CEP, ranges of a state or city).
 */
@Module({
  controllers: [GeoController, CepController],
  providers: [GeoDirectory, ...queryHandlers, ...cep],
  exports: [GeoDirectory],
})
export class GeoModule {}
