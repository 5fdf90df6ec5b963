import { screen, within } from '@testing-library/react';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const correios = { id: 'c0000001-0000-4000-8000-000000000001', name: 'Correios' };
const figures = { delivered: 40, on_time: 36, late: 4, hit_rate: 90, deadline_avg: 6.5, p50: 3, p80: 4, p95: 7 };

describe('dashboard: delivery promise', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('shows the promised deadline vs the real p50/p95 per carrier and the hit rate per state on the map', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/carriers': () => ({ data: [], total: 0 }),
      'GET /api/dashboard/delivery-promise': () => ({
        carriers: [{ carrier: correios, ...figures }],
        states: [{ state: 'RJ', ...figures }],
      }),
    });
    renderRoute(`/dashboard?date_start=2026-10-01&date_end=2026-10-05&carrier=${correios.id}`);
    const card = await screen.findByRole('region', { name: 'Promessa de entrega' });
    const row = await within(card).findByRole('row', { name: /Correios/ });
    expect(row).toHaveTextContent('Correios4090%6,5 dias úteis3,0 dias úteis4,0 dias úteis7,0 dias úteis');
    const map = within(card).getByLabelText('Mapa das promessas cumpridas por estado');
    expect(
      within(map).getByRole('listitem', {
        name: 'RJ: 40 entregas, 36 no prazo (90%), 4 atrasadas, prazo médio 6,5 dias',
      }),
    ).toHaveTextContent('RJ90%');
    // The learned promise is not a period's: only the carriers go with the call.
    const asked = new URL(calls.find((call) => call.path === '/api/dashboard/delivery-promise')!.url);
    expect(Object.fromEntries(asked.searchParams)).toEqual({ carrier: correios.id });
  });
});
