import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor } from '../../../platform/auth/decorators.js';
import { NotFoundError } from '../../../platform/http/app-errors.js';
import { PageQuery } from '../../../platform/http/page-query.js';
import { CarrierListDto, DistributionCenterDto, DistributionCenterListDto } from '../queries/catalog.dto.js';
import { GetDistributionCenterQuery } from '../queries/get-distribution-center/get-distribution-center.query.js';
import { ListCarriersQuery } from '../queries/list-carriers/list-carriers.query.js';
import { ListDistributionCentersQuery } from '../queries/list-distribution-centers/list-distribution-centers.query.js';

/** Carriers and CDs are read by many screens (orders, quotes, pickups): any signed-in user. */
@ApiTags('catalog')
@Controller()
export class CatalogController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('carriers')
  @ApiOperation({ operationId: 'listCarriers', summary: 'Transportadoras disponíveis para a empresa' })
  @ApiOkResponse({ type: CarrierListDto })
  carriers(@Query() page: PageQuery, @CurrentActor() actor: Actor): Promise<CarrierListDto> {
    return this.queryBus.execute(new ListCarriersQuery(actor.companyId, page));
  }

  @Get('distribution-centers')
  @ApiOperation({ operationId: 'listDistributionCenters', summary: 'CDs da empresa (limite 100)' })
  @ApiOkResponse({ type: DistributionCenterListDto })
  distributionCenters(@Query() page: PageQuery, @CurrentActor() actor: Actor): Promise<DistributionCenterListDto> {
    return this.queryBus.execute(new ListDistributionCentersQuery(actor.companyId, page));
  }

  @Get('distribution-centers/:id')
  @ApiOperation({ operationId: 'getDistributionCenter', summary: 'Um CD da empresa' })
  @ApiOkResponse({ type: DistributionCenterDto })
  distributionCenter(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError('CD não encontrado.') })) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<DistributionCenterDto> {
    return this.queryBus.execute(new GetDistributionCenterQuery(actor.companyId, id));
  }
}
