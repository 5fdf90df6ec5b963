import { assertMayRun, BATCH_ACTIONS, type BatchAction, type Role, roleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BatchLineDto } from '../../../../platform/commands/command-request.dto.js';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';
import { DomainError } from '../../../../platform/errors/domain-errors.js';
import type { Order } from '../../domain/order.aggregate.js';
import { ruleRefusal } from '../../domain/order.errors.js';
import { OrderChanger } from '../shared/order-changer.js';
import { BatchOrdersCommand, type BatchOrdersResult } from './batch-orders.command.js';

/** What each verb tells about an order it changed (the spec's texts where it has them). */
const DONE: Record<BatchAction, string> = {
  cancel: 'Remessa cancelada com sucesso!',
  inTransit: 'Pedido marcado como em trânsito.',
  inReturn: 'Pedido marcado como em devolução.',
  deliver: 'Pedido entregue com sucesso!',
};

/** The result dialog splits the message by line; this line separates the changed orders from the refused. */
export const BATCH_SEPARATOR = '_'.repeat(40);

function decide(order: Order, action: BatchAction, companyId: string, role: Role, at: Date): void {
  if (action === 'cancel') order.cancel(companyId, role, at);
  else order.move(companyId, BATCH_ACTIONS[action], role, at);
}

/**
 * Runs one verb on each selected order, each in its own transaction: an order the status machine
 * refuses gets its reason on its line and the others still change. A verb the caller's role may not
 * run at all is refused before anything changes. No notification e-mail is sent (the dialog says so).
 */
@CommandHandler(BatchOrdersCommand)
export class BatchOrdersHandler implements ICommandHandler<BatchOrdersCommand> {
  constructor(private readonly orders: OrderChanger) {}

  async execute({ payload, actor, context }: BatchOrdersCommand): Promise<BatchOrdersResult> {
    const role = roleOf(actor);
    ruleRefusal(() => assertMayRun(BATCH_ACTIONS[payload.action], role));
    const references = [...new Set(payload.orders.map((reference) => reference.trim()).filter(Boolean))];
    const results: BatchLineDto[] = [];
    for (const reference of references)
      results.push(await this.runOne(reference, payload.action, actor.companyId, role, context));
    return { message: messageOf(results), results };
  }

  private async runOne(
    reference: string,
    action: BatchAction,
    companyId: string,
    role: Role,
    context: CommandContext,
  ): Promise<BatchLineDto> {
    try {
      await this.orders.change(companyId, { reference }, context, (order) =>
        decide(order, action, companyId, role, new Date()),
      );
      return { reference, ok: true, message: DONE[action] };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { reference, ok: false, message: error.message };
    }
  }
}

function messageOf(results: BatchLineDto[]): string {
  const line = (result: BatchLineDto) => `${result.reference}: ${result.message}`;
  const done = results.filter((result) => result.ok).map(line);
  const refused = results.filter((result) => !result.ok).map(line);
  if (refused.length === 0) return done.length === 1 ? done[0] : `${done.length} pedidos atualizados com sucesso.`;
  return [...done, ...(done.length ? [BATCH_SEPARATOR] : []), ...refused].join('\n');
}
