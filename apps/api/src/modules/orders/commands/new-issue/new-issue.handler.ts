import { randomUUID } from 'node:crypto';
import { mayRun, roleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Order } from '../../domain/order.aggregate.js';
import { orderTargetOf, type OrderIdOrReferencePayload } from '../shared/order-target.payload.js';
import { SingleOrderHandler } from '../shared/single-order.handler.js';
import { NewIssueCommand } from './new-issue.command.js';

/** Any user of the company; a super admin's message is the provider's staff's (badge), a merchant admin's is not. */
@CommandHandler(NewIssueCommand)
export class NewIssueHandler extends SingleOrderHandler<NewIssueCommand> implements ICommandHandler<NewIssueCommand> {
  protected readonly message = 'Mensagem enviada com sucesso';

  protected target(payload: OrderIdOrReferencePayload) {
    return orderTargetOf(payload);
  }

  protected decide(order: Order, { actor, payload }: NewIssueCommand, at: Date): void {
    order.addIssue(actor.companyId, {
      id: randomUUID(),
      message: payload.message.trim(),
      user: { id: actor.userId, name: actor.name },
      staff: mayRun('signAsStaff', roleOf(actor)),
      created_at: at.toISOString(),
    });
  }
}
