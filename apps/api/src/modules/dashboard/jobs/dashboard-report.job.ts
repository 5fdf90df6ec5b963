import { defineJob } from '../../../platform/queue/define-job.js';
import { DashboardReportRunner } from './dashboard-report.runner.js';

export interface DashboardReportJob {
  taskId: string;
  companyId: string;
  /** Who asked: the report goes to their e-mail. */
  user: { id: string; name: string; email: string };
  /** The period as the screen showed it when asked (resolved then: "today" does not move while queued). */
  period: { date_start: string; date_end: string };
  carrier: string[];
}

const job = defineJob({
  queue: 'dashboard-reports',
  name: 'dashboard-report',
  uses: { runner: DashboardReportRunner },
  describe: (data: DashboardReportJob) => `Relatório do painel ${data.taskId}`,
  process: (data, { runner }) => runner.run(data),
});

export class DashboardReportQueue extends job.Queue {
  async enqueue(data: DashboardReportJob): Promise<void> {
    await this.add(data, data.taskId);
  }
}

export class DashboardReportWorker extends job.Worker {}
