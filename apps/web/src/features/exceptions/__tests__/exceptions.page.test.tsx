import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const USER = { id: 'u0000001-0000-4000-8000-000000000001', name: 'Ana Operações' };
const row = {
  id: 'e0000001-0000-4000-8000-000000000001',
  kind: 'failed_attempt',
  actor: 'recipient',
  action: 'contact_recipient',
  detail: 'Tentativa de entrega sem sucesso: Destinatário ausente',
  occurrences: 2,
  order: { id: 'o1', reference: 'PED-77', recipient_name: 'Maria Souza', carrier_name: 'Correios', status: 3 },
  assignee: null,
  opened_at: '2026-11-27T10:00:00Z',
  age_seconds: 2 * 86_400 + 3 * 3_600,
  resolution: null,
  note: null,
  resolved_by: null,
  resolved_at: null,
};
const counts = {
  open: 1,
  unassigned: 1,
  oldest_opened_at: row.opened_at,
  oldest_age_seconds: row.age_seconds,
  by_kind: [{ kind: 'failed_attempt', total: 1 }],
  by_actor: [{ actor: 'recipient', total: 1 }],
  resolved_30_days: 0,
  resolve_avg_seconds: null,
};

describe('exceptions desk page', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('lists open exceptions with age and counts, filters by kind in the URL and resolves after confirming', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/exceptions': () => ({ data: [row], total: 1 }),
      'GET /api/exceptions/counts': () => counts,
      'GET /api/exceptions/assignees': () => ({ data: [USER] }),
      'POST /api/command': () => ({ id: row.id }),
    });
    renderRoute('/exceptions');
    const table = await screen.findByRole('table', { name: 'Exceções' });
    expect(within(table).getByText('Tentativa de entrega sem sucesso (2×)')).toBeInTheDocument();
    expect(within(table).getByText('Destinatário')).toBeInTheDocument();
    expect(within(table).getByText('Contatar o destinatário')).toBeInTheDocument();
    expect(within(table).getByText('2 d 3 h')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Mais antiga' })).getByText('2 d 3 h')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByText('Avaria (0)'));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === '/api/exceptions' && call.url.includes('kind=damage'))).toBe(true),
    );

    await userEvent.click(within(table).getByRole('button', { name: 'Resolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolver exceção' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Observação' }), 'Liguei, entrega reagendada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolver' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === '/api/command')?.body).toEqual({
        action: 'ResolveException',
        payload: { id: row.id, resolution: 'contact_recipient', note: 'Liguei, entrega reagendada' },
      }),
    );
  });
});
