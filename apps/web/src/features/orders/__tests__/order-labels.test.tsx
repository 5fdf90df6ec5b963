import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import { order } from '../../../test/order-row.fixture';
import { ID, orderDetail } from './order-detail.fixture';

const RUN = '9a9a9a9a-0000-4000-8000-000000000001';
const VALIDATE = { [`GET /api/invoices/${ID}/validate`]: () => ({ errors: [] }) };
const pack = (n: number, over: Record<string, unknown> = {}) => ({
  id: `l${n}`,
  shipment_id: 's1',
  package_no: n,
  package_of: 2,
  carrier_name: 'Correios SEDEX',
  carrier_posting: true,
  state: 'ready',
  tracking_number: `SX00000001${n}BR`,
  error: null,
  updated_at: '2026-11-29T10:00:00.000Z',
  ...over,
});
const run = (over: Record<string, unknown> = {}) => ({
  id: RUN,
  state: 'done',
  format: 'zpl',
  total: 1,
  done: 1,
  failed: 0,
  failures: [],
  order_ids: [ID],
  has_file: true,
  ...over,
});

describe('labels on the order detail and the orders list', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it("lists each package with its code and state, the company's format first among the downloads", async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail(),
      [`GET /api/orders/${ID}/labels`]: () => ({
        label_format: 'zpl',
        packages: [
          pack(1),
          pack(2, { state: 'failed', tracking_number: null, error: 'CEP do destinatário inválido.' }),
        ],
      }),
      ...VALIDATE,
    });
    renderRoute(`/orders/${ID}`);
    const table = await screen.findByRole('table', { name: 'Etiquetas do pedido' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1/2Correios SEDEXSX000000011BRPronta');
    expect(rows[2]).toHaveTextContent('2/2Correios SEDEX—RecusadaCEP do destinatário inválido.');
    const downloads = screen.getAllByRole('button', { name: /^Baixar / }).map((button) => button.textContent);
    expect(downloads).toEqual(['Baixar ZPL (impressora térmica)', 'Baixar PDF 10×15', 'Baixar PDF A4']);
  });

  it("'Gerar etiqueta' runs GenerateLabels for the order and shows the run's outcome with the refusal", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail(),
      [`GET /api/orders/${ID}/labels`]: () => ({ label_format: 'pdf_10x15', packages: [] }),
      'POST /api/command': () => ({ run_id: RUN, message: 'Gerando a etiqueta do pedido.' }),
      [`GET /api/label-runs/${RUN}`]: () =>
        run({
          format: 'pdf_10x15',
          done: 0,
          failed: 1,
          has_file: false,
          failures: [{ order_id: ID, reference: 'PED-77', reason: 'Volume 1: informe o peso.' }],
        }),
      ...VALIDATE,
    });
    renderRoute(`/orders/${ID}`);
    expect(await screen.findByText('Nenhuma etiqueta gerada para este pedido.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gerar etiqueta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar etiquetas' });
    expect(await within(dialog).findByText('Concluído: 0 pedidos com etiqueta, 1 recusado.')).toBeInTheDocument();
    expect(within(dialog).getByText('Volume 1: informe o peso.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Baixar etiquetas/ })).not.toBeInTheDocument();
    const sent = calls.find((call) => call.path === '/api/command');
    expect(sent?.body).toEqual({ action: 'GenerateLabels', payload: { order_ids: [ID] } });
  });

  it("bulk 'Gerar etiquetas' sends the selected references after a confirmation and offers the merged file", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/orders': () => ({
        data: [order('PED-1', { id: 2, description: 'Aguardando aceite' }), order('PED-2')],
        total: 2,
        filters_not_match: { search: [] },
      }),
      'POST /api/command': () => ({ run_id: RUN, message: 'Gerando as etiquetas de 2 pedidos.' }),
      [`GET /api/label-runs/${RUN}`]: () => run({ total: 2, done: 2 }),
    });
    renderRoute('/orders');
    await userEvent.click(await screen.findByLabelText('Selecionar PED-1'));
    await userEvent.click(screen.getByLabelText('Selecionar PED-2'));
    await userEvent.click(screen.getByRole('button', { name: 'Gerar etiquetas (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Gerar etiquetas' });
    expect(calls.some((call) => call.path === '/api/command')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Gerar' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/command')?.body).toEqual({
        action: 'GenerateLabels',
        payload: { references: ['PED-1', 'PED-2'] },
      }),
    );
    expect(await screen.findByText('Concluído: 2 pedidos com etiqueta, 0 recusados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar etiquetas (ZPL)' })).toBeInTheDocument();
  });
});
