import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import {
  CarrierKpiDto,
  CarriersSlaDto,
  DashboardDto,
  DashboardQuery,
  OrderStatusDashboardDto,
} from '../queries/dashboard.dto.js';
import { GetCarrierKpiQuery } from '../queries/get-carrier-kpi/get-carrier-kpi.query.js';
import { GetCarriersSlaQuery } from '../queries/get-carriers-sla/get-carriers-sla.query.js';
import { GetDashboardQuery } from '../queries/get-dashboard/get-dashboard.query.js';
import { GetOrderStatusQuery } from '../queries/get-order-status/get-order-status.query.js';

@ApiTags('dashboard')
@Controller('dashboard')
@Requires({ area: 'dashboard' })
export class DashboardController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    operationId: 'getDashboard',
    summary: 'Indicadores do painel: pedidos, frete, remessas por dia e avaliações do período',
  })
  @ApiOkResponse({ type: DashboardDto })
  summary(@Query() query: DashboardQuery, @CurrentActor() actor: Actor): Promise<DashboardDto> {
    return this.queryBus.execute(new GetDashboardQuery(actor, query));
  }

  @Get('order-status')
  @ApiOperation({
    operationId: 'getDashboardOrderStatus',
    summary: 'Pedidos do período por status e por transportadora',
  })
  @ApiOkResponse({ type: OrderStatusDashboardDto })
  orderStatus(@Query() query: DashboardQuery, @CurrentActor() actor: Actor): Promise<OrderStatusDashboardDto> {
    return this.queryBus.execute(new GetOrderStatusQuery(actor, query));
  }

  @Get('carriers-sla')
  @ApiOperation({
    operationId: 'getDashboardCarriersSla',
    summary: 'Entregas no prazo e prazo médio por transportadora e por UF',
  })
  @ApiOkResponse({ type: CarriersSlaDto })
  carriersSla(@Query() query: DashboardQuery, @CurrentActor() actor: Actor): Promise<CarriersSlaDto> {
    return this.queryBus.execute(new GetCarriersSlaQuery(actor, query));
  }

  /** §2.12's higher-privilege heatmap: the provider's staff compare the carriers of the company they look at. */
  @Get('carrier-kpi')
  @Requires({ area: 'dashboard', superAdmin: true })
  @ApiOperation({
    operationId: 'getDashboardCarrierKpi',
    summary: 'KPIs por transportadora (EDP, EFP, PA, TA, MA, AVA, EXT), só para a equipe Despacho',
  })
  @ApiOkResponse({ type: CarrierKpiDto })
  carrierKpi(@Query() query: DashboardQuery, @CurrentActor() actor: Actor): Promise<CarrierKpiDto> {
    return this.queryBus.execute(new GetCarrierKpiQuery(actor, query));
  }
}
