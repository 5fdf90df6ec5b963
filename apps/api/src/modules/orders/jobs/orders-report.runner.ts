import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { spreadsheetCsv } from '../../../platform/csv/spreadsheet-csv.js';
import { raw, sql } from '../../../platform/database/sql.js';
import { EventStore } from '../../../platform/event-store/event-store.js';
import { Mailer } from '../../../platform/mail/mailer.js';
import { OrderJobEvents, type OrdersReportSent } from '../events/job-events.js';
import { recordJobOutcome } from '../../../platform/event-store/job-outcome.js';
import { orderListWhere } from '../queries/list-orders/order-list-where.js';
import { searchTermsOf } from '../queries/list-orders/search-terms.js';
import { StaleTrackingFilter } from '../queries/stale-tracking-filter.js';
import { ORDERS_REPORT_HEADER, type OrdersReportRow, reportLineOf } from '../adapters/reports/orders-report-csv.js';
import type { OrdersReportJob } from './orders-report.job.js';

/** An e-mail attachment stays readable: beyond this many orders the report says it was cut. */
export const MAX_REPORT_ORDERS = 50_000;
const BATCH = 2_000;

const COLUMNS = `o.id, o.reference, o.status, o.created_at, o.recipient_name, o.recipient_tax_id, o.to_city, o.to_state, o.to_zip,
  o.distribution_center_reference, o.carrier_name, o.invoice_number, o.invoice_key, o.property, o.shipments,
  o.cargo_value::float8 AS cargo_value, o.estimated_cost::float8 AS estimated_cost, to_char(o.deadline, 'YYYY-MM-DD') AS deadline, o.delivered_at`;

/**
 * The orders report: the list's filters, newest first, read in keyset batches (no OFFSET over
 * millions of rows), written as a spreadsheet CSV and e-mailed to whoever asked.
 */
@Injectable()
export class OrdersReportRunner {
  constructor(
    private readonly db: DataSource,
    private readonly mailer: Mailer,
    private readonly store: EventStore,
    private readonly staleTracking: StaleTrackingFilter,
  ) {}

  async run(job: OrdersReportJob): Promise<void> {
    const rows = await this.rowsOf(job);
    const cut = rows.length > MAX_REPORT_ORDERS;
    const shown = rows.slice(0, MAX_REPORT_ORDERS);
    const note = cut
      ? ` O relatório traz os ${MAX_REPORT_ORDERS.toLocaleString('pt-BR')} pedidos mais recentes; refine os filtros para ver os demais.`
      : '';
    await this.mailer.send({
      to: job.user.email,
      subject: 'Relatório de pedidos',
      text: `Olá, ${job.user.name}.\n\nSegue em anexo o relatório de pedidos que você solicitou (${shown.length.toLocaleString('pt-BR')} pedidos).${note}\n\nDespacho`,
      attachments: [
        {
          filename: 'pedidos.csv',
          content: spreadsheetCsv(ORDERS_REPORT_HEADER, shown.map(reportLineOf)),
          contentType: 'text/csv; charset=utf-8',
        },
      ],
    });
    const data: OrdersReportSent = {
      company_id: job.companyId,
      task_id: job.taskId,
      email: job.user.email,
      orders: shown.length,
    };
    await recordJobOutcome(
      this.store,
      { id: `orders-report-${job.taskId}`, type: 'orders-report' },
      { type: OrderJobEvents.OrdersReportSent, data },
      { companyId: job.companyId, userId: null, correlationId: job.taskId },
    );
  }

  private async rowsOf({ companyId, filters }: OrdersReportJob): Promise<OrdersReportRow[]> {
    const where = orderListWhere(companyId, filters, searchTermsOf(filters.search), this.staleTracking);
    const rows: OrdersReportRow[] = [];
    let after: { created_at: Date; id: string } | null = null;
    while (rows.length <= MAX_REPORT_ORDERS) {
      const keyset = after ? sql`AND (o.created_at, o.id) < (${after.created_at}, ${after.id})` : raw('');
      const next = sql`SELECT ${raw(COLUMNS)} FROM orders o WHERE ${where} ${keyset} ORDER BY o.created_at DESC, o.id DESC LIMIT ${BATCH}`;
      const batch: OrdersReportRow[] = await this.db.query(next.text, next.values);
      rows.push(...batch);
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1];
    }
    return rows;
  }
}
