import { Controller, Get, Param, ParseUUIDPipe, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { NewBackgroundTaskCommand } from '../../../platform/background-tasks/new-background-task.command.js';
import { CommandResultDto } from '../../../platform/commands/command-request.dto.js';
import { NotFound } from '../../../platform/errors/domain-errors.js';
import { orderNotFound } from '../domain/order.errors.js';
import { GetOrderQuery } from '../queries/get-order/get-order.query.js';
import { GetOrderQuotesQuery } from '../queries/get-order-quotes/get-order-quotes.query.js';
import { OrderQuotesDto } from '../queries/get-order-quotes/order-quotes.dto.js';
import { ORDERS_REPORT_TASK } from '../jobs/orders-report.task.js';
import { ListOrdersQuery } from '../queries/list-orders/list-orders.query.js';
import { OrderDetailDto } from '../queries/get-order/order-detail.dto.js';
import { OrderListDto } from '../queries/list-orders/order-list.dto.js';
import { OrderListQuery } from '../queries/list-orders/order-list-query.dto.js';
import { TrackingDetailListDto } from '../queries/tracking-detail.dto.js';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';

const orderId = new ParseUUIDPipe({ exceptionFactory: orderNotFound });

@ApiTags('orders')
@Controller()
@Requires({ area: 'orders' })
export class OrdersController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commands: CommandDispatcher,
  ) {}

  @Get('orders')
  @ApiOperation({ operationId: 'listOrders', summary: 'Pedidos da empresa, mais novos primeiro (20 por página)' })
  @ApiOkResponse({ type: OrderListDto })
  list(@Query() query: OrderListQuery, @CurrentActor() actor: Actor): Promise<OrderListDto> {
    return this.queryBus.execute(new ListOrdersQuery(actor, query));
  }

  @Get('orders/:id')
  @ApiOperation({
    operationId: 'getOrder',
    summary: 'Um pedido da empresa, com ocorrências, mensagens, anexos e as ações permitidas',
  })
  @ApiOkResponse({ type: OrderDetailDto })
  one(@Param('id', orderId) id: string, @CurrentActor() actor: Actor): Promise<OrderDetailDto> {
    return this.queryBus.execute(new GetOrderQuery(actor, id));
  }

  @Get('orders/:id/events')
  @ApiOperation({ operationId: 'listOrderEvents', summary: 'Ocorrências do pedido, mais recentes primeiro' })
  @ApiOkResponse({ type: TrackingDetailListDto })
  async events(@Param('id', orderId) id: string, @CurrentActor() actor: Actor): Promise<TrackingDetailListDto> {
    const order: OrderDetailDto = await this.queryBus.execute(new GetOrderQuery(actor, id));
    return { data: order.tracker.details };
  }

  @Get('orders/:id/quotes')
  @ApiOperation({
    operationId: 'listOrderQuotes',
    summary: 'Cotações para o destino e os volumes do pedido (troca de transportadora)',
  })
  @ApiOkResponse({ type: OrderQuotesDto })
  quotes(@Param('id', orderId) id: string, @CurrentActor() actor: Actor): Promise<OrderQuotesDto> {
    return this.queryBus.execute(new GetOrderQuotesQuery(actor, { orderId: id }));
  }

  @Get('shipments/:id/quotes')
  @ApiOperation({ operationId: 'listShipmentQuotes', summary: 'Cotações para um volume do pedido' })
  @ApiOkResponse({ type: OrderQuotesDto })
  shipmentQuotes(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFound('Volume não encontrado.') })) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<OrderQuotesDto> {
    return this.queryBus.execute(new GetOrderQuotesQuery(actor, { shipmentId: id }));
  }

  @Get('reports/orders')
  @ApiOperation({
    operationId: 'ordersReport',
    summary: 'Pede o relatório de pedidos (filtros da lista), enviado por e-mail em CSV',
  })
  @ApiOkResponse({ type: CommandResultDto })
  ordersReport(
    @Query() query: OrderListQuery,
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<CommandResultDto> {
    const context = { companyId: actor.companyId, userId: actor.userId, correlationId: request.id };
    return this.commands.dispatch(
      new NewBackgroundTaskCommand({ action: ORDERS_REPORT_TASK, payload: { filters: query.filters } }, actor, context),
    );
  }
}
