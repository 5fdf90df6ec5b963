import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const carrier = (id: string, name: string) => ({ id: `c000000${id}-0000-4000-8000-000000000001`, name });
const [fast, middle, slow] = [carrier('1', 'Rápida'), carrier('2', 'Média'), carrier('3', 'Lenta')];
const deliveries = { delivered: 4, on_time: 3, late: 1, percentage: 75 };

describe('dashboard page', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('falls back silently to empty widgets when every dashboard fetch fails', async () => {
    // Only the session and the carriers answer: every dashboard and order-list call fails.
    stubApi({ 'GET /api/me': () => ME_ADMIN, 'GET /api/carriers': () => ({ data: [], total: 0 }) });
    renderRoute('/dashboard');
    expect(await screen.findByText('Nenhum pedido atrasado :)')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum alerta identificado :)')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('group', { name: 'Pedidos confirmados' })).getByText('—'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the period in the URL and colours the average deadline green up to 3 days, red from 7', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/carriers': () => ({ data: [], total: 0 }),
      'GET /api/dashboard/carriers-sla': () => ({
        sla: [fast, middle, slow].map((c) => ({ carrier: c, ...deliveries })),
        deadline_avg: [
          { carrier: fast, average: 3 },
          { carrier: middle, average: 5.5 },
          { carrier: slow, average: 7 },
        ],
        states: [{ state: 'SP', ...deliveries, deadline_avg: 3.2 }],
      }),
    });
    renderRoute('/dashboard?date_start=2026-10-01&date_end=2026-10-05&carrier=' + fast.id);
    const table = await screen.findByRole('region', { name: 'SLA das transportadoras' });
    const tone = async (text: string) =>
      (await within(table).findByText(text)).closest('[data-tone]')?.getAttribute('data-tone');
    expect([await tone('3,0 dias'), await tone('5,5 dias'), await tone('7,0 dias')]).toEqual([
      'green',
      'neutral',
      'red',
    ]);
    // The tile map: the 27 UFs, each saying its figures in words (not in colour alone).
    const map = screen.getByLabelText('Mapa do SLA por estado');
    expect(map).toHaveAttribute('role', 'list');
    expect(within(map).getAllByRole('listitem')).toHaveLength(27);
    expect(
      within(map).getByRole('listitem', {
        name: 'SP: 4 entregas, 3 no prazo (75%), 1 atrasadas, prazo médio 3,2 dias',
      }),
    ).toHaveTextContent('SP75%');
    expect(within(map).getByRole('listitem', { name: 'AC: nenhuma entrega no período' })).toHaveTextContent('AC—');
    const asked = new URL(calls.find((call) => call.path === '/api/dashboard/carriers-sla')!.url);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      date_start: '2026-10-01',
      date_end: '2026-10-05',
      carrier: fast.id,
    });
  });

  it('shows the reviews in star tabs from 5 down to 1, each with the recipient and a link to the order', async () => {
    const orderId = (reference: string) => `${reference}-0000-4000-8000-000000000001`;
    const review = (rate: number, message: string | null, reference: string) => ({
      rate,
      message,
      created_at: '2026-10-03T15:00:00Z',
      user: { name: 'Maria da Silva' },
      shipment: { order_id: orderId(reference), reference },
    });
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/carriers': () => ({ data: [], total: 0 }),
      'GET /api/reviews': () => ({
        data: [review(5, 'Ótimo', 'LD-1'), review(1, null, 'LD-2'), review(5, 'Rápido', 'LD-3')],
      }),
    });
    renderRoute('/dashboard');
    const card = await screen.findByRole('region', { name: 'Avaliações' });
    const tabs = await within(card).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['5 ★ (2)', '4 ★ (0)', '3 ★ (0)', '2 ★ (0)', '1 ★ (1)']);
    expect(within(card).getByText('Ótimo')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'LD-3' })).toHaveAttribute('href', `/orders/${orderId('LD-3')}`);
    await userEvent.click(within(card).getByRole('tab', { name: '1 estrela' }));
    const oneStar = await within(card).findByRole('tabpanel');
    expect(oneStar).toHaveTextContent('Sem comentário');
    expect(oneStar).toHaveTextContent('03/10/2026');
    expect(oneStar).toHaveTextContent('Maria da Silva · LD-2');
  });

  const kpis = { carriers: [{ carrier: fast, EDP: 90, EFP: 10, PA: 2, TA: 5, MA: 4.2, AVA: 1, EXT: 0 }] };

  it("shows the KPI heatmap to the provider's staff", async () => {
    const calls = stubApi({
      'GET /api/me': () => ({ ...ME_ADMIN, is_super_admin: true }),
      'GET /api/carriers': () => ({ data: [], total: 0 }),
      'GET /api/dashboard/carrier-kpi': () => kpis,
    });
    renderRoute('/dashboard');
    expect(await screen.findByRole('region', { name: 'KPIs por transportadora' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/dashboard/carrier-kpi')).toBe(true);
  });

  it("neither shows nor asks for the KPI heatmap for a merchant's admin", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/carriers': () => ({ data: [], total: 0 }),
      'GET /api/dashboard/carrier-kpi': () => kpis,
    });
    renderRoute('/dashboard');
    await screen.findByRole('region', { name: 'Avaliações' });
    expect(screen.queryByRole('region', { name: 'KPIs por transportadora' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/dashboard/carrier-kpi')).toBe(false);
  });

  it("shows the pickups screen's SLA cards to whoever may see pickups", async () => {
    const sla = {
      total: 9,
      total_delayed: 2,
      total_pickup_today: 3,
      total_waiting_pickup: 1,
      total_waiting_pickup_date: 1,
      total_pickuped: 4,
    };
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/carriers': () => ({ data: [], total: 0 }),
      'GET /api/dashboard/pickups-sla': () => sla,
    });
    renderRoute('/dashboard');
    const card = await screen.findByRole('region', { name: 'SLA de coletas' });
    expect(await within(card).findByText('Atrasadas')).toBeInTheDocument();
    expect(within(card).getByText('Para hoje').nextSibling).toHaveTextContent('3');
  });

  it('leaves the pickups SLA out for a user without the pickups area', async () => {
    const calls = stubApi({
      'GET /api/me': () => ({ ...ME_ADMIN, is_admin: false, permissions: ['dashboard'] }),
      'GET /api/carriers': () => ({ data: [], total: 0 }),
    });
    renderRoute('/dashboard');
    await screen.findByRole('region', { name: 'Avaliações' });
    expect(screen.queryByRole('region', { name: 'SLA de coletas' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/dashboard/pickups-sla')).toBe(false);
  });

  it("asks for the report of the screen's period and carriers and shows the spec message", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/carriers': () => ({ data: [], total: 0 }),
      'GET /api/reports/dashboard': () => ({
        id: 't1',
        message: 'Relatório solicitado com sucesso, você receberá ele por e-mail em instantes.',
      }),
    });
    renderRoute(`/dashboard?date_start=2026-10-01&date_end=2026-10-05&carrier=${fast.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Relatório' }));
    expect(
      await screen.findByText('Relatório solicitado com sucesso, você receberá ele por e-mail em instantes.'),
    ).toBeInTheDocument();
    const asked = new URL(calls.find((call) => call.path === '/api/reports/dashboard')!.url);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      date_start: '2026-10-01',
      date_end: '2026-10-05',
      carrier: fast.id,
    });
  });
});
