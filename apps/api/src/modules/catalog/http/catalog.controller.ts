import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor } from '../../../platform/auth/decorators.js';
import { NotFound } from '../../../platform/errors/domain-errors.js';
import { PageQuery } from '../../../platform/http/page-query.js';
import {
  CarrierDto,
  CarrierEmailsDto,
  CarrierListDto,
  DistributionCenterDto,
  DistributionCenterListDto,
} from '../queries/catalog.dto.js';
import { GetCarrierEmailsQuery } from '../queries/get-carrier-emails/get-carrier-emails.query.js';
import { GetCarrierQuery } from '../queries/get-carrier/get-carrier.query.js';
import { GetDistributionCenterQuery } from '../queries/get-distribution-center/get-distribution-center.query.js';
import { ListCarriersParams } from '../queries/list-carriers/list-carriers.params.js';
import { ListCarriersQuery } from '../queries/list-carriers/list-carriers.query.js';
import { ListDistributionCentersQuery } from '../queries/list-distribution-centers/list-distribution-centers.query.js';

/** A malformed id answers like an unknown carrier. */
const carrierId = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFound('Transportadora não encontrada.') });

/** Carriers and CDs are read by many screens (orders, quotes, pickups): any signed-in user. */
@ApiTags('catalog')
@Controller()
export class CatalogController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('carriers')
  @ApiOperation({ operationId: 'listCarriers', summary: 'Transportadoras disponíveis para a empresa (limite 100)' })
  @ApiOkResponse({ type: CarrierListDto })
  carriers(@Query() params: ListCarriersParams, @CurrentActor() actor: Actor): Promise<CarrierListDto> {
    return this.queryBus.execute(new ListCarriersQuery(actor.companyId, params));
  }

  @Get('carriers/:id')
  @ApiOperation({ operationId: 'getCarrier', summary: 'Uma transportadora do catálogo compartilhado ou da empresa' })
  @ApiOkResponse({ type: CarrierDto })
  carrier(@Param('id', carrierId()) id: string, @CurrentActor() actor: Actor): Promise<CarrierDto> {
    return this.queryBus.execute(new GetCarrierQuery(actor.companyId, id));
  }

  @Get('carriers/:id/emails')
  @ApiOperation({
    operationId: 'getCarrierEmails',
    summary: 'E-mails de solicitação de coleta da empresa para a transportadora',
  })
  @ApiOkResponse({ type: CarrierEmailsDto })
  carrierEmails(@Param('id', carrierId()) id: string, @CurrentActor() actor: Actor): Promise<CarrierEmailsDto> {
    return this.queryBus.execute(new GetCarrierEmailsQuery(actor.companyId, id));
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
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFound('CD não encontrado.') })) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<DistributionCenterDto> {
    return this.queryBus.execute(new GetDistributionCenterQuery(actor.companyId, id));
  }
}
