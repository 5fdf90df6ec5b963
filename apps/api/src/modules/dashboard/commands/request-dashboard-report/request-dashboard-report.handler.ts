import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dashboardScope } from '../../queries/dashboard-scope.js';
import { DashboardReportQueue } from '../../jobs/dashboard-report.job.js';
import { RequestDashboardReportCommand } from './request-dashboard-report.command.js';

/** public-account.md §2.12: the report of the caller's company is queued and e-mailed to the caller. */
export const REPORT_REQUESTED = 'Relatório solicitado com sucesso, você receberá ele por e-mail em instantes.';

/** The period is checked and resolved now: a bad one is a 400 here, not a silent failure in the job. */
@CommandHandler(RequestDashboardReportCommand)
export class RequestDashboardReportHandler implements ICommandHandler<RequestDashboardReportCommand> {
  constructor(private readonly queue: DashboardReportQueue) {}

  async execute({ payload, actor }: RequestDashboardReportCommand): Promise<{ id: string; message: string }> {
    const { start, end } = dashboardScope(actor, payload);
    const taskId = randomUUID();
    await this.queue.enqueue({
      taskId,
      companyId: actor.companyId,
      user: { id: actor.userId, name: actor.name, email: actor.email },
      period: { date_start: start, date_end: end },
      carrier: payload.carrier ?? [],
    });
    return { id: taskId, message: REPORT_REQUESTED };
  }
}
