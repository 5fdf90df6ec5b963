import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CityListDto, MunicipalityListDto, RegionListDto } from '../queries/geo.dto.js';
import { GeoListParams } from '../queries/geo-list.params.js';
import { ListCitiesQuery } from '../queries/list-cities/list-cities.query.js';
import { ListMunicipalitiesQuery } from '../queries/list-municipalities/list-municipalities.query.js';
import { ListRegionsQuery } from '../queries/list-regions/list-regions.query.js';

/** Public reference data (no company scope), but only for signed-in users (spec settings.md §7). */
@ApiTags('geo')
@Controller()
export class GeoController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('cities')
  @ApiOperation({ operationId: 'listCities', summary: 'Cidades e suas faixas de CEP (limite 6000)' })
  @ApiOkResponse({ type: CityListDto })
  listCities(@Query() params: GeoListParams): Promise<CityListDto> {
    return this.queryBus.execute(new ListCitiesQuery(params));
  }

  @Get('regions')
  @ApiOperation({ operationId: 'listRegions', summary: "As 27 UFs com suas faixas de CEP, e 'Brasil inteiro'" })
  @ApiOkResponse({ type: RegionListDto })
  listRegions(): Promise<RegionListDto> {
    return this.queryBus.execute(new ListRegionsQuery());
  }

  @Get('geo')
  @ApiOperation({ operationId: 'listMunicipalities', summary: 'Municípios do IBGE com coordenadas (limite 6000)' })
  @ApiOkResponse({ type: MunicipalityListDto })
  listMunicipalities(@Query() params: GeoListParams): Promise<MunicipalityListDto> {
    return this.queryBus.execute(new ListMunicipalitiesQuery(params));
  }
}
