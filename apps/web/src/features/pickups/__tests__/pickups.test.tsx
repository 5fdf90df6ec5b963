import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import { order } from '../../../test/order-row.fixture';
import type { Command } from '../../../shared/command';

const ME_USER = { ...ME_ADMIN, is_admin: false, permissions: ['orders', 'pickups'] };
const ME_SUPER_ADMIN = { ...ME_ADMIN, is_super_admin: true };

const pickup = (over: Record<string, unknown> = {}) => ({
  id: '7d2f1a00-0000-4000-8000-000000000001',
  number: 1042,
  carrier: 'jadlog',
  carrier_id: 'c1',
  company: 'Loja Demo',
  company_id: ME_ADMIN.company.id,
  distribution_center: { id: 'd1', reference: 'CD1', name: 'CD Loja Demo', city: 'São Paulo', state: 'SP' },
  driver: null,
  pickup_date: null,
  pickuped_at: null,
  integration_code: null,
  integration_date: null,
  estimated_date: null,
  estimated_time_start: '10:00',
  estimated_time_end: '15:00',
  note: null,
  deadline: '2026-11-24',
  milestone: 0,
  state: { id: 1, description: 'Aguardando Aceite' },
  totals: { total: 2, delivered: 0, in_transit: 0 },
  volumes: { total_volumes: 3, total_weight: 7.5, cargo_value: 420.5 },
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  ...over,
});

describe('pickups', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it.each([
    ['a user', ME_USER],
    ['a company admin (a merchant too)', ME_ADMIN],
  ])(
    "shows %s the shipper screen: today's count on the black card, the list, its orders link, no edit",
    async (_, me) => {
      const calls = stubApi({
        'GET /api/me': () => me,
        'GET /api/pickups': () => ({ data: [pickup()], total: 1 }),
        'GET /api/pickups-today': () => ({ total: 2 }),
      });
      renderRoute('/pickups');
      expect(await screen.findByText('Voce tem 2 coletas para hoje!')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Coletas' })).toBeInTheDocument();
      expect(await screen.findByText('Aguardando Aceite')).toBeInTheDocument();
      expect(screen.getByText('R$ 420,50')).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: '1042' })).toBeInTheDocument();
      // orders-pickups.md §2: view orders is /orders?pickup={id}.
      expect(screen.getByRole('link', { name: 'Pedidos da coleta 1042' })).toHaveAttribute(
        'href',
        '/orders?pickup=7d2f1a00-0000-4000-8000-000000000001',
      );
      expect(screen.queryByRole('button', { name: /Editar coleta/ })).not.toBeInTheDocument();
      expect(new URL(calls.find((c) => c.path === '/api/pickups')!.url).searchParams.get('limit')).toBe('10');
    },
  );

  it("gives the provider's super admin (operations) 'Gestao de Coletas' with SLA cards and 20 per page", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_SUPER_ADMIN,
      'GET /api/companies': () => ({ data: [{ id: ME_ADMIN.company.id, name: 'Loja Demo' }], total: 1 }),
      'GET /api/pickups': () => ({ data: [pickup()], total: 1 }),
      'GET /api/dashboard/pickups-sla': () => ({
        total: 9,
        total_delayed: 1,
        total_pickup_today: 2,
        total_waiting_pickup: 3,
        total_waiting_pickup_date: 4,
        total_pickuped: 2,
      }),
    });
    renderRoute('/pickups');
    expect(await screen.findByRole('heading', { name: 'Gestao de Coletas' })).toBeInTheDocument();
    expect(await screen.findByText('Aguardando coleta')).toBeInTheDocument();
    expect(screen.getByText('9')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Editar coleta ${pickup().number}` })).toBeInTheDocument();
    await waitFor(() =>
      expect(new URL(calls.find((c) => c.path === '/api/pickups')!.url).searchParams.get('limit')).toBe('20'),
    );
    // The side window asks for a pickup's orders only once a pickup is open (no empty filters[pickup_id]).
    expect(calls.filter((c) => c.path === '/api/orders')).toEqual([]);
  });

  it("asks before 'Coleta realizada' and shows a done pickup on the day it was done, not the planned one", async () => {
    const done = pickup({
      id: '7d2f1a00-0000-4000-8000-000000000002',
      number: 1043,
      pickup_date: '2026-11-24',
      pickuped_at: '2026-11-26T18:30:00.000Z',
      state: { id: 3, description: 'Coleta Realizada' },
    });
    const calls = stubApi({
      'GET /api/me': () => ME_SUPER_ADMIN,
      'GET /api/companies': () => ({ data: [{ id: ME_ADMIN.company.id, name: 'Loja Demo' }], total: 1 }),
      'GET /api/pickups': () => ({ data: [pickup({ pickup_date: '2026-11-24' }), done], total: 2 }),
      'GET /api/dashboard/pickups-sla': () => ({
        total: 2,
        total_delayed: 0,
        total_pickup_today: 0,
        total_waiting_pickup: 1,
        total_waiting_pickup_date: 0,
        total_pickuped: 1,
      }),
      'GET /api/orders': () => ({ data: [], total: 0, filters_not_match: { search: [] } }),
      'POST /api/command': () => ({ id: pickup().id, message: 'Coleta realizada com sucesso' }),
    });
    renderRoute('/pickups');
    expect(await screen.findByText('26/11/2026')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar coleta 1042' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Coleta realizada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coleta realizada' });
    expect(within(dialog).getByText(/Confirmar que a coleta 1042 foi realizada hoje/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/command')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
        action: 'PerformPickup',
        payload: { pickup: { id: pickup().id } },
      } satisfies Command),
    );
  });

  it('requests a pickup for the chosen orders awaiting one, with the spec message', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_USER,
      'GET /api/orders': () => ({
        data: [
          order('PED-1', { id: 2, description: 'Aguardando aceite' }),
          order('PED-2', { id: 2, description: 'Aguardando aceite' }),
        ],
        total: 2,
        filters_not_match: { search: [] },
      }),
      'POST /api/command': () => ({ id: 'p1', message: 'Coleta solicitada com sucesso, aguarde nosso retorno.' }),
      'GET /api/pickups': () => ({ data: [], total: 0 }),
      'GET /api/pickups-today': () => ({ total: 0 }),
    });
    const router = renderRoute('/pickups/new');
    expect(await screen.findByRole('heading', { name: 'Solicitar nova coleta' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'SOLICITAR COLETA' });
    expect(submit).toBeDisabled();
    await userEvent.click(await screen.findByLabelText('Selecionar PED-2'));
    await userEvent.type(screen.getByLabelText('Observação'), 'Doca 2');
    await userEvent.click(submit);
    expect(await screen.findByText('Coleta solicitada com sucesso, aguarde nosso retorno.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'NewPickup',
      payload: { order_ids: ['id-PED-2'], note: 'Doca 2' },
    } satisfies Command);
    const ordersUrl = new URL(calls.find((c) => c.path === '/api/orders')!.url);
    expect([ordersUrl.searchParams.get('filters[status]'), ordersUrl.searchParams.get('limit')]).toEqual(['91', '100']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pickups'));
  });
});
