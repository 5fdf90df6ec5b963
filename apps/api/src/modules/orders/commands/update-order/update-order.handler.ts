import { roleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Order } from '../../domain/order.aggregate.js';
import { OrderQuoting } from '../quoting/order-quoting.js';
import { OrderDataResolver } from '../shared/order-data.resolver.js';
import { UpdateOrderCommand } from './update-order.command.js';

/**
 * Only while the edit menu is offered (statuses 1, 2, 10, 11, 12); the aggregate refuses otherwise.
 * A chosen carrier is quoted like a new order's; without one the order keeps how it ships.
 */
@CommandHandler(UpdateOrderCommand)
export class UpdateOrderHandler implements ICommandHandler<UpdateOrderCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly resolver: OrderDataResolver,
    private readonly quoting: OrderQuoting,
  ) {}

  async execute({ payload, actor, context }: UpdateOrderCommand): Promise<{ id: string; message: string }> {
    const { aggregate: order } = await this.repository.load(new Order(payload.id));
    const at = new Date();
    const data = await this.resolver.resolve(actor.companyId, payload, order.shipmentIdsFor(actor.companyId));
    order.update(
      actor.companyId,
      data.carrier ? (await this.quoting.quote(actor.companyId, data, at)).data : data,
      roleOf(actor),
      at,
    );
    await this.repository.save(order, context);
    return { id: order.id, message: 'Pedido atualizado com sucesso' };
  }
}
