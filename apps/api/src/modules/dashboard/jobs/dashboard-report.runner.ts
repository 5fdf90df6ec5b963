import { formatDate } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Actor } from '../../../platform/auth/actor.js';
import { Mailer } from '../../../platform/mail/mailer.js';
import { GetCarriersSlaQuery } from '../queries/get-carriers-sla/get-carriers-sla.query.js';
import { GetDashboardQuery } from '../queries/get-dashboard/get-dashboard.query.js';
import { GetOrderStatusQuery } from '../queries/get-order-status/get-order-status.query.js';
import { dashboardReportAttachments } from '../adapters/reports/dashboard-report-csv.js';
import type { DashboardReportJob } from './dashboard-report.job.js';

/**
 * The dashboard report: the screen's own queries (so the figures are the cards' figures) for the
 * period and carriers asked, written as spreadsheets and e-mailed to whoever asked.
 */
@Injectable()
export class DashboardReportRunner {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly mailer: Mailer,
  ) {}

  async run(job: DashboardReportJob): Promise<void> {
    // Only the company matters to these queries: they read its figures whoever asks.
    const actor: Actor = {
      userId: job.user.id,
      companyId: job.companyId,
      name: job.user.name,
      email: job.user.email,
      isAdmin: false,
      isSuperAdmin: false,
      permissions: ['dashboard'],
    };
    const query = { ...job.period, carrier: job.carrier };
    const [summary, status, sla] = await Promise.all([
      this.queryBus.execute(new GetDashboardQuery(actor, query)),
      this.queryBus.execute(new GetOrderStatusQuery(actor, query)),
      this.queryBus.execute(new GetCarriersSlaQuery(actor, query)),
    ]);
    const period = `${formatDate(job.period.date_start)} a ${formatDate(job.period.date_end)}`;
    const carriers = job.carrier.length
      ? `${job.carrier.length} transportadora(s) escolhida(s)`
      : 'todas as transportadoras';
    await this.mailer.send({
      to: job.user.email,
      subject: 'Relatório do painel',
      text: `Olá, ${job.user.name}.\n\nSegue em anexo o relatório do painel que você solicitou: pedidos criados de ${period}, ${carriers}.\n\nDespacho`,
      attachments: dashboardReportAttachments({ period: job.period, summary, status, sla }),
    });
  }
}
