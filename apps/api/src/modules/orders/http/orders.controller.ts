import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { orderNotFound } from '../domain/order.errors.js';
import { GetOrderQuery } from '../queries/get-order/get-order.query.js';
import { ListOrdersQuery } from '../queries/list-orders/list-orders.query.js';
import { OrderDto, OrderListDto, OrderListQuery } from '../queries/orders.dto.js';

@ApiTags('orders')
@Controller('orders')
@Requires({ area: 'orders' })
export class OrdersController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ operationId: 'listOrders', summary: 'Pedidos da empresa, mais novos primeiro (20 por página)' })
  @ApiOkResponse({ type: OrderListDto })
  list(@Query() query: OrderListQuery, @CurrentActor() actor: Actor): Promise<OrderListDto> {
    return this.queryBus.execute(new ListOrdersQuery(actor.companyId, query));
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getOrder', summary: 'Um pedido da empresa' })
  @ApiOkResponse({ type: OrderDto })
  one(@Param('id', new ParseUUIDPipe({ exceptionFactory: orderNotFound })) id: string, @CurrentActor() actor: Actor): Promise<OrderDto> {
    return this.queryBus.execute(new GetOrderQuery(actor.companyId, id));
  }
}
