import { randomUUID } from 'node:crypto';
import { mayRun, roleOf } from '@despacho/domain';
import { orderTargetOf } from '../shared/order-target.payload.js';
import { singleOrderHandler } from '../shared/single-order.handler.js';
import { NewIssueCommand } from './new-issue.command.js';

/** Any user of the company; a super admin's message is the provider's staff's (badge), a merchant admin's is not. */
export const NewIssueHandler = singleOrderHandler(NewIssueCommand, {
  message: 'Mensagem enviada com sucesso',
  target: orderTargetOf,
  decide: (order, { actor, payload }, at) =>
    order.addIssue(actor.companyId, {
      id: randomUUID(),
      message: payload.message.trim(),
      user: { id: actor.userId, name: actor.name },
      staff: mayRun('signAsStaff', roleOf(actor)),
      created_at: at.toISOString(),
    }),
});
