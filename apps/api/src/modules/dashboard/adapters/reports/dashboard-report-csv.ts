import { formatDate } from '@despacho/domain';
import { decimalComma, spreadsheetCsv } from '../../../../platform/csv/spreadsheet-csv.js';
import type { CarriersSlaDto, DashboardDto, OrderStatusDashboardDto } from '../../queries/dashboard.dto.js';

/** The figures of the dashboard's screen for one period, as the report's three spreadsheets. */
export interface DashboardFigures {
  period: { date_start: string; date_end: string };
  summary: DashboardDto;
  status: OrderStatusDashboardDto;
  sla: CarriersSlaDto;
}

const orBlank = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined ? '' : decimalComma(value, digits);

/** The cards and the orders per status, one figure a line. */
function summaryCsv({ period, summary, status }: DashboardFigures): string {
  return spreadsheetCsv(
    ['indicador', 'valor'],
    [
      ['Período', `${formatDate(period.date_start)} a ${formatDate(period.date_end)}`],
      ['Pedidos confirmados', summary.orders_confirmed],
      ['Aguardando nota', summary.orders_awaiting_invoice],
      ['Valor de frete (R$)', decimalComma(summary.amount_freight)],
      ['Frete por pedido (R$)', decimalComma(summary.amount_freight_ticket)],
      ['Remessas confirmadas', summary.shipments_confirmed],
      ['Avaliações', summary.review_counter.total],
      ['Nota média', decimalComma(summary.review_counter.average, 1)],
      ...status.orders.map((row) => [`Pedidos com status ${row.status.description}`, row.total]),
    ],
  );
}

/** One line per carrier: its orders, freight, share and SLA. */
function carriersCsv({ status, sla }: DashboardFigures): string {
  const share = new Map(status.percentage_by_carrier.map((row) => [row.carrier.id, row.percentage]));
  const slaOf = new Map(sla.sla.map((row) => [row.carrier.id, row]));
  const average = new Map(sla.deadline_avg.map((row) => [row.carrier.id, row.average]));
  return spreadsheetCsv(
    [
      'transportadora',
      'pedidos',
      'valor_frete',
      'participacao_pct',
      'entregas',
      'no_prazo',
      'atrasadas',
      'no_prazo_pct',
      'prazo_medio_dias',
    ],
    status.by_carrier.map((row) => {
      const deliveries = slaOf.get(row.carrier.id);
      return [
        row.carrier.name,
        row.total,
        decimalComma(row.amount_freight),
        orBlank(share.get(row.carrier.id)),
        deliveries?.delivered ?? 0,
        deliveries?.on_time ?? 0,
        deliveries?.late ?? 0,
        orBlank(deliveries?.percentage),
        orBlank(average.get(row.carrier.id)),
      ];
    }),
  );
}

/** SLA by destination state. */
function statesCsv({ sla }: DashboardFigures): string {
  return spreadsheetCsv(
    ['uf', 'entregas', 'no_prazo', 'atrasadas', 'no_prazo_pct', 'prazo_medio_dias'],
    sla.states.map((row) => [
      row.state,
      row.delivered,
      row.on_time,
      row.late,
      orBlank(row.percentage),
      orBlank(row.deadline_avg),
    ]),
  );
}

export function dashboardReportAttachments(
  figures: DashboardFigures,
): { filename: string; content: string; contentType: string }[] {
  const csv = (filename: string, content: string) => ({ filename, content, contentType: 'text/csv; charset=utf-8' });
  return [
    csv('painel-resumo.csv', summaryCsv(figures)),
    csv('painel-transportadoras.csv', carriersCsv(figures)),
    csv('painel-estados.csv', statesCsv(figures)),
  ];
}
