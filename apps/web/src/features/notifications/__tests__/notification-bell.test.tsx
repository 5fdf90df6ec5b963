import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const notification = (n: number, read: boolean) => ({
  id: `n000000${n}-0000-4000-8000-000000000001`,
  property: { type: 'order-alert', title: `Alerta ${n}`, message: `Pedido #${n}: avaria`, link: `/orders/o${n}` },
  created_at: `2026-11-2${n}T10:00:00Z`,
  read_at: read ? '2026-11-25T10:00:00Z' : null,
});

describe('notification bell', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('shows the unread count, at most 3 notifications and the rest behind ver todas', async () => {
    const list = { data: [1, 2, 3, 4, 5].map((n) => notification(n, n > 2)), total: 5, unread: 2 };
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/notifications': () => list,
    });
    renderRoute('/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações (2 não lidas)' }));
    expect(await screen.findByText('Alerta 1')).toBeInTheDocument();
    expect(screen.getByText('Alerta 3')).toBeInTheDocument();
    expect(screen.queryByText('Alerta 4')).not.toBeInTheDocument();
    expect(screen.getAllByText('nova')).toHaveLength(2);
    expect(screen.getByText('ver todas').closest('a')).toHaveAttribute('href', '/notifications');
  });

  it('marks an unread notification read when opened', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/notifications': () => ({ data: [notification(1, false)], total: 1, unread: 1 }),
      'POST /api/command': () => ({ read: 1 }),
    });
    renderRoute('/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações (1 não lidas)' }));
    await userEvent.click(await screen.findByText('Alerta 1'));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === '/api/command')?.body).toEqual({
        action: 'MarkNotificationsRead',
        payload: { ids: [notification(1, false).id] },
      }),
    );
  });
});
