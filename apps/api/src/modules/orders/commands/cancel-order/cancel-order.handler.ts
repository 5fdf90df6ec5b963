import { orderRoleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Order } from '../../domain/order.aggregate.js';
import { orderNotFound } from '../../domain/order.errors.js';
import { CancelOrderCommand } from './cancel-order.command.js';
import type { CancelOrderPayload } from './cancel-order.payload.js';

/** From the statuses the domain's status machine allows; cancel is irreversible, so twice is a 409. */
@CommandHandler(CancelOrderCommand)
export class CancelOrderHandler implements ICommandHandler<CancelOrderCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly db: DataSource,
  ) {}

  async execute({ payload, actor, context }: CancelOrderCommand): Promise<{ id: string; message: string }> {
    const { aggregate: order } = await this.repository.load(new Order(await this.idOf(actor.companyId, payload)));
    order.cancel(actor.companyId, orderRoleOf(actor), new Date());
    await this.repository.save(order, context);
    return { id: order.id, message: 'Pedido cancelado com sucesso' };
  }

  /** A reference is looked up among the company's own orders only. */
  private async idOf(companyId: string, payload: CancelOrderPayload): Promise<string> {
    if (payload.id) return payload.id;
    const [row] = await this.db.query('SELECT id FROM orders WHERE company_id = $1 AND lower(reference) = lower($2)', [companyId, payload.reference!.trim()]);
    if (!row) throw orderNotFound();
    return row.id;
  }
}
