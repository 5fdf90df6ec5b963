import type { Type } from '@nestjs/common';
import type { ActorCommand } from '../../../../platform/commands/actor-command.js';
import { handlerOf } from '../../../../platform/commands/handler-of.js';
import type { Order } from '../../domain/order.aggregate.js';
import { OrderChanger, type OrderTarget } from './order-changer.js';
import type { OrderCommandResult } from './order-command-result.js';

type SingleOrderCommand = ActorCommand<object, OrderCommandResult>;

export interface SingleOrderAction<C extends SingleOrderCommand> {
  message: string;
  /** Defaults to the payload's own id and reference. */
  target?: (payload: C['payload']) => OrderTarget;
  decide: (order: Order, command: C, at: Date) => void;
}

/**
 * The handler of a spec action that makes one decision on one order (by id or reference) and answers
 * the spec's success message; the decision itself is the aggregate's.
 */
export function singleOrderHandler<C extends SingleOrderCommand>(command: Type<C>, action: SingleOrderAction<C>) {
  const targetOf = action.target ?? ((payload: object) => payload as OrderTarget);
  return handlerOf(command, OrderChanger, async (orders, sent): Promise<OrderCommandResult> => {
    const id = await orders.change(sent.actor.companyId, targetOf(sent.payload), sent.context, (order) =>
      action.decide(order, sent, new Date()),
    );
    return { id, message: action.message };
  });
}
