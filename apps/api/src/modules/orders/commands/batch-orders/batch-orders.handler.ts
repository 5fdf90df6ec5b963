import { assertMayRun, BATCH_ACTIONS, type BatchAction, roleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandDispatcher } from '../../../../platform/commands/command-dispatcher.js';
import type { BatchLineDto } from '../../../../platform/commands/command-request.dto.js';
import { DomainError } from '../../../../platform/errors/domain-errors.js';
import { ruleRefusal } from '../../domain/order.errors.js';
import { RunBatchActionCommand } from '../run-batch-action/run-batch-action.command.js';
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

/**
 * Runs one verb on each selected order, each its own dispatched RunBatchAction (its own transaction,
 * retried alone on a conflict): an order the status machine refuses gets its reason on its line and
 * the others still change. A verb the caller's role may not run at all is refused before anything
 * changes. No notification e-mail is sent (the dialog says so).
 */
@CommandHandler(BatchOrdersCommand)
export class BatchOrdersHandler implements ICommandHandler<BatchOrdersCommand> {
  constructor(private readonly dispatcher: CommandDispatcher) {}

  async execute({ payload, actor, context }: BatchOrdersCommand): Promise<BatchOrdersResult> {
    ruleRefusal(() => assertMayRun(BATCH_ACTIONS[payload.action], roleOf(actor)));
    const references = [...new Set(payload.orders.map((reference) => reference.trim()).filter(Boolean))];
    const results: BatchLineDto[] = [];
    for (const reference of references)
      results.push(await this.runOne(new RunBatchActionCommand({ reference, action: payload.action }, actor, context)));
    return { message: messageOf(results), results };
  }

  private async runOne(command: RunBatchActionCommand): Promise<BatchLineDto> {
    const { reference, action } = command.payload;
    try {
      await this.dispatcher.dispatch(command);
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
