import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderListWhere } from '../../queries/list-orders/order-list-where.js';
import { OrdersReportQueue } from '../../reports/orders-report.queue.js';
import { NewBackgroundTaskCommand } from './new-background-task.command.js';

/**
 * Queues the orders report for the caller's company, to be e-mailed to the caller. The filters are
 * checked now (a bad date is a 400 here, not a silent failure in the job).
 */
@CommandHandler(NewBackgroundTaskCommand)
export class NewBackgroundTaskHandler implements ICommandHandler<NewBackgroundTaskCommand> {
  constructor(private readonly queue: OrdersReportQueue) {}

  async execute({ payload, actor }: NewBackgroundTaskCommand): Promise<{ id: string; message: string }> {
    const filters = { ...(payload.payload?.filters ?? {}) };
    orderListWhere(actor.companyId, filters, []);
    const taskId = randomUUID();
    await this.queue.enqueue({ taskId, companyId: actor.companyId, user: { name: actor.name, email: actor.email }, filters });
    return { id: taskId, message: 'Relatório solicitado com sucesso, você receberá ele por e-mail em instantes.' };
  }
}
