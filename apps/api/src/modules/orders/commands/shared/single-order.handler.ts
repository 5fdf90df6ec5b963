import { Inject } from '@nestjs/common';
import type { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { Order } from '../../domain/order.aggregate.js';
import { OrderChanger, type OrderTarget } from './order-changer.js';
import type { OrderCommandResult } from './order-command-result.js';

type SingleOrderCommand = ActorCommand<object, OrderCommandResult>;

/**
 * The base of a spec action's handler that makes one decision on one order (by id or reference) and
 * answers the spec's success message; the decision itself is the aggregate's. The explicit @Inject
 * lets Nest resolve the inherited constructor of subclasses that declare none.
 */
export abstract class SingleOrderHandler<C extends SingleOrderCommand> {
  protected abstract readonly message: string;

  constructor(@Inject(OrderChanger) private readonly orders: OrderChanger) {}

  async execute(command: C): Promise<OrderCommandResult> {
    const id = await this.orders.change(
      command.actor.companyId,
      this.target(command.payload),
      command.context,
      (order) => this.decide(order, command, new Date()),
    );
    return { id, message: this.message };
  }

  /** Defaults to the payload's own id and reference. */
  protected target(payload: C['payload']): OrderTarget {
    return payload as OrderTarget;
  }

  protected abstract decide(order: Order, command: C, at: Date): void;
}
