import { DashboardReportRunner } from './dashboard-report.runner.js';
import { dashboardReportJob } from './dashboard-report.job.js';

export class DashboardReportWorker extends dashboardReportJob.worker({
  uses: { runner: DashboardReportRunner },
  process: (data, { runner }) => runner.run(data),
}) {}
