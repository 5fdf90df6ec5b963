import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const task = (over: Record<string, unknown>) => ({
  id: 'b1000000-0000-4000-8000-000000000001',
  task_type: 'GenerateContingencyFreightTable',
  property: { type: 'mercadolivre', zip_origin: '01310100' },
  progress: 0,
  error: null,
  user: { id: 'u1', name: 'Ana Lima' },
  created_at: '2026-01-05T12:00:00.000Z',
  start_at: null,
  end_at: null,
  ...over,
});

describe('contingency tables', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('shows the empty state', async () => {
    stubApi({ 'GET /api/me': () => ME_ADMIN, 'GET /api/background-tasks': () => ({ data: [], total: 0 }) });
    renderRoute('/settings/contingency-tables');
    expect(await screen.findByText(/Nenhuma tabela de contingência solicitada ainda/)).toBeInTheDocument();
  });

  it('lists each request with its status, and enables the download only when finished', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/background-tasks': () => ({
        data: [
          task({
            id: 'b1000000-0000-4000-8000-000000000003',
            property: { type: 'b2w', file_path: 'c/d/contingencia-b2w.csv' },
            start_at: '2026-01-05T12:01:00.000Z',
            end_at: '2026-01-05T12:02:00.000Z',
            progress: 100,
          }),
          task({ id: 'b1000000-0000-4000-8000-000000000002', start_at: '2026-01-05T12:01:00.000Z', progress: 42 }),
          task({}),
        ],
        total: 3,
      }),
    });
    renderRoute('/settings/contingency-tables');
    const finished = (await screen.findByText('B2W (Americanas)')).closest('tr')!;
    expect(within(finished).getByText('Finalizado')).toBeInTheDocument();
    expect(within(finished).getByRole('button', { name: 'BAIXAR' })).toBeEnabled();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[1]).getByText('Em processamento')).toBeInTheDocument();
    expect(within(rows[1]).getByText('42%')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'BAIXAR' })).toBeDisabled();
    expect(within(rows[2]).getByText('Pendente')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Ana Lima')).toBeInTheDocument();
    const query = new URL(calls.find((c) => c.path === '/api/background-tasks')!.url).searchParams;
    expect([query.get('task_type'), query.get('limit')]).toEqual(['GenerateContingencyFreightTable', '100']);
  });

  it('asks for the spec fields with its messages and sends the request with the default bands', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/background-tasks': () => ({ data: [], total: 0 }),
      'POST /api/command': () => ({
        id: 'b1',
        message: 'Processo iniciado, assim que finalizado, você receberá um e-mail com as instruções',
      }),
    });
    renderRoute('/settings/contingency-tables/new');
    await user.click(await screen.findByRole('button', { name: 'SOLICITAR' }));
    expect(await screen.findByText('Selecione o tipo de tabela')).toBeInTheDocument();
    expect(screen.getByText('Coloque o CEP de origem')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/Até \(kg\)/).map((input) => (input as HTMLInputElement).value)).toEqual([
      '30',
      '100',
    ]);

    await user.click(screen.getByRole('combobox', { name: /Tipo de tabela/ }));
    await user.click(await screen.findByText('Mercado Livre'));
    await user.type(screen.getByLabelText(/CEP de origem/), '01310100');
    await user.click(screen.getByRole('button', { name: 'SOLICITAR' }));
    expect(
      await screen.findByText('Processo iniciado, assim que finalizado, você receberá um e-mail com as instruções'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'NewBackgroundTask',
      payload: {
        action: 'GenerateContingencyFreightTable',
        payload: {
          type: 'mercadolivre',
          zip_origin: '01310100',
          weights: [
            { weight: 30, cargo_value: 200 },
            { weight: 100, cargo_value: 600 },
          ],
        },
      },
    });
  });
});
