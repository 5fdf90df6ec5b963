import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import type { Command } from '../../../shared/command';

const RULE = {
  id: 'a1000000-0000-4000-8000-000000000002',
  name: '+10% Norte',
  channel_id: 8,
  distribution_center_id: 'd1000000-0000-4000-8000-000000000001',
  distribution_center: { id: 'd1000000-0000-4000-8000-000000000001', name: 'CD Centro' },
  carrier_id: null,
  carrier: null,
  start_at: '2026-01-01',
  end_at: '2026-12-31',
  enabled: true,
  total_rules: 8,
  routes: [],
  created_at: '2026-01-01T12:00:00.000Z',
  updated_at: '2026-01-01T12:00:00.000Z',
};

// No delay between keys and no CSS walk per click: the form is large and jsdom slow.
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('freight rules list and removal', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('lists rules with channel, CD, carrier, validity and routes, and toggles one through ToggleFreightRule', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/freight-rules': () => ({ data: [RULE], total: 1 }),
      'POST /api/command': () => ({ id: RULE.id, enabled: false }),
    });
    renderRoute('/settings/freight-rules');
    const row = (await screen.findByText('+10% Norte')).closest('tr')!;
    for (const text of ['Tray', 'CD Centro', 'Todas', '01/01/2026 a 31/12/2026', '8'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/settings/freight-rules/edit/${RULE.id}`,
    );
    expect(within(row).getByRole('link', { name: 'Excluir' })).toHaveAttribute(
      'href',
      `/settings/freight-rules/remove/${RULE.id}`,
    );
    expect(screen.getByRole('link', { name: 'NOVA REGRA' })).toHaveAttribute('href', '/settings/freight-rules/new');

    await user.click(within(row).getByRole('switch', { name: 'Ativar regra +10% Norte' }));
    expect(await screen.findByText('Regra de frete atualizada com sucesso')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'ToggleFreightRule',
      payload: { id: RULE.id },
    } satisfies Command);
    expect(calls.filter((c) => c.path === '/api/freight-rules')).toHaveLength(2);
  });

  it('says when there is no rule yet', async () => {
    stubApi({ 'GET /api/me': () => ME_ADMIN, 'GET /api/freight-rules': () => ({ data: [], total: 0 }) });
    renderRoute('/settings/freight-rules');
    expect(await screen.findByText(/Nenhuma regra de frete cadastrada ainda/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks before deleting, then sends DeleteFreightRule and goes back to the list', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/freight-rules/${RULE.id}`]: () => RULE,
      'GET /api/freight-rules': () => ({ data: [], total: 0 }),
      'POST /api/command': () => ({ id: RULE.id }),
    });
    const router = renderRoute(`/settings/freight-rules/remove/${RULE.id}`);
    expect(await screen.findByText('+10% Norte')).toBeInTheDocument();
    expect(screen.getByText('01/01/2026 a 31/12/2026 · 8 destinos')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/command')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'EXCLUIR DEFINITIVAMENTE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/freight-rules'));
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'DeleteFreightRule',
      payload: { id: RULE.id },
    } satisfies Command);
    expect(await screen.findByText('Regra de frete excluída com sucesso')).toBeInTheDocument();
  });
});
