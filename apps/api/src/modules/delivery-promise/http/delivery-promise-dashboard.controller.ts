import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { GetPromiseDashboardQuery } from '../queries/get-promise-dashboard/get-promise-dashboard.query.js';
import { PromiseDashboardDto, PromiseDashboardQuery } from '../queries/get-promise-dashboard/promise-dashboard.dto.js';

@ApiTags('dashboard')
@Controller('dashboard')
@Requires({ area: 'dashboard' })
export class DeliveryPromiseDashboardController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('delivery-promise')
  @ApiOperation({
    operationId: 'getDashboardDeliveryPromise',
    summary: 'Promessa de entrega: cumprimento e prazo prometido vs. prazo real (p50/p95) por transportadora e por UF',
  })
  @ApiOkResponse({ type: PromiseDashboardDto })
  deliveryPromise(@Query() query: PromiseDashboardQuery, @CurrentActor() actor: Actor): Promise<PromiseDashboardDto> {
    return this.queryBus.execute(new GetPromiseDashboardQuery(actor, query));
  }
}
