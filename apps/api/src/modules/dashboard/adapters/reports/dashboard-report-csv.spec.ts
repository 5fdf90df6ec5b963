import { describe, expect, it } from 'vitest';
import { dashboardReportAttachments } from './dashboard-report-csv.js';

const carrier = { id: 'c1', name: '=HYPERLINK("http://x";"clique")' };
const figures = {
  period: { date_start: '2026-10-01', date_end: '2026-10-30' },
  summary: {
    orders_confirmed: 3,
    orders_awaiting_invoice: 1,
    amount_freight: 1234.5,
    amount_freight_ticket: 308.63,
    shipments_per_day: [],
    shipments_confirmed: 2,
    review_counter: { total: 2, average: 4.5 },
    stale_tracking: 0,
  },
  status: {
    orders: [{ status: { id: 5, description: 'Entregue' }, total: 2 }],
    by_carrier: [{ carrier, total: 4, amount_freight: 1234.5 }],
    percentage_by_carrier: [{ carrier, percentage: 100 }],
  },
  sla: {
    sla: [{ carrier, delivered: 2, on_time: 1, late: 1, percentage: 50 }],
    deadline_avg: [{ carrier, average: 3.5 }],
    states: [{ state: 'SP', delivered: 2, on_time: 1, late: 1, percentage: 50, deadline_avg: null }],
  },
};

describe('dashboard report CSV', () => {
  const [summary, carriers, states] = dashboardReportAttachments(figures).map((file) =>
    file.content
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n'),
  );

  it('writes the cards in pt-BR (DD/MM/YYYY period, decimal comma) and the orders per status', () => {
    expect(summary).toEqual([
      'indicador;valor',
      'Período;01/10/2026 a 30/10/2026',
      'Pedidos confirmados;3',
      'Aguardando nota;1',
      'Valor de frete (R$);1234,50',
      'Frete por pedido (R$);308,63',
      'Remessas confirmadas;2',
      'Avaliações;2',
      'Nota média;4,5',
      'Pedidos com status Entregue;2',
    ]);
  });

  it('keeps a carrier name that a spreadsheet would run as a formula as text', () => {
    expect(carriers[1]).toBe(`"'=HYPERLINK(""http://x"";""clique"")";4;1234,50;100,0;2;1;1;50,0;3,5`);
    expect(states[1]).toBe('SP;2;1;1;50,0;');
  });
});
