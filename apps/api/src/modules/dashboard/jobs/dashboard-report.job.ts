import { defineJob } from '../../../platform/queue/define-job.js';

export interface DashboardReportJob {
  taskId: string;
  companyId: string;
  /** Who asked: the report goes to their e-mail. */
  user: { id: string; name: string; email: string };
  /** The period as the screen showed it when asked (resolved then: "today" does not move while queued). */
  period: { date_start: string; date_end: string };
  carrier: string[];
}

export const dashboardReportJob = defineJob({
  queue: 'dashboard-reports',
  name: 'dashboard-report',
  describe: (data: DashboardReportJob) => `Relatório do painel ${data.taskId}`,
  keyedBy: (data) => data.taskId,
});

export class DashboardReportQueue extends dashboardReportJob.Queue {}
