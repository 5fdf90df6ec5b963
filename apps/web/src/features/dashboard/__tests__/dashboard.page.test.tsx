import { screen, within } from '@testing-library/react';
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
    expect(within(await screen.findByRole('group', { name: 'Pedidos confirmados' })).getByText('—')).toBeInTheDocument();
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
        states: [],
      }),
    });
    renderRoute('/dashboard?date_start=2026-10-01&date_end=2026-10-05&carrier=' + fast.id);
    const table = await screen.findByRole('region', { name: 'SLA das transportadoras' });
    const tone = async (text: string) => (await within(table).findByText(text)).closest('[data-tone]')?.getAttribute('data-tone');
    expect([await tone('3,0 dias'), await tone('5,5 dias'), await tone('7,0 dias')]).toEqual(['green', 'neutral', 'red']);
    const asked = new URL(calls.find((call) => call.path === '/api/dashboard/carriers-sla')!.url);
    expect(Object.fromEntries(asked.searchParams)).toEqual({ date_start: '2026-10-01', date_end: '2026-10-05', carrier: fast.id });
  });
});
