import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { CancelOrderCommand } from './commands/cancel-order/cancel-order.command.js';
import { CancelOrderHandler } from './commands/cancel-order/cancel-order.handler.js';
import { CancelOrderPayload } from './commands/cancel-order/cancel-order.payload.js';
import { NewOrderCommand } from './commands/new-order/new-order.command.js';
import { NewOrderHandler } from './commands/new-order/new-order.handler.js';
import { OrderDataResolver } from './commands/shared/order-data.resolver.js';
import { OrderPayload } from './commands/shared/order.payload.js';
import { UpdateOrderCommand } from './commands/update-order/update-order.command.js';
import { UpdateOrderHandler } from './commands/update-order/update-order.handler.js';
import { UpdateOrderPayload } from './commands/update-order/update-order.payload.js';
import { OrdersController } from './http/orders.controller.js';
import { OrdersProjection } from './projections/orders.projection.js';
import { GetOrderHandler } from './queries/get-order/get-order.handler.js';
import { ListOrdersHandler } from './queries/list-orders/list-orders.handler.js';
import { DemoOrders } from './seed/demo-orders.js';

const commandHandlers = [NewOrderHandler, UpdateOrderHandler, CancelOrderHandler];
const queryHandlers = [ListOrdersHandler, GetOrderHandler];
const orders = { area: 'orders' } as const;

/** Orders and their volumes: creation, edit, cancel, list and detail. */
@Module({
  controllers: [OrdersController],
  providers: [...commandHandlers, ...queryHandlers, OrderDataResolver, OrdersProjection, DemoOrders],
  exports: [DemoOrders],
})
export class OrdersModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly projection: OrdersProjection,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.projection);
    this.actions.register(
      { action: 'NewOrder', payload: OrderPayload, access: orders, command: NewOrderCommand },
      { action: 'UpdateOrder', payload: UpdateOrderPayload, access: orders, command: UpdateOrderCommand },
      // §6: any user may cancel orders; the status machine decides from which statuses.
      { action: 'CancelOrder', payload: CancelOrderPayload, access: orders, command: CancelOrderCommand },
    );
  }
}
