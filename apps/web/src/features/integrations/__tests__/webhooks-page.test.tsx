import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const ENDPOINT = {
  id: 'e1000000-0000-4000-8000-000000000001',
  url: 'https://erp.exemplo.com/hooks',
  events: ['order.created'],
  created_at: '2026-11-20T12:00:00.000Z',
};
const EVENTS = {
  data: [
    { type: 'order.created', label: 'Pedido criado' },
    { type: 'order.status-changed', label: 'Status do pedido alterado' },
  ],
};
const DELIVERY = {
  id: '7',
  event_id: 'ev-1',
  event_type: 'order.created',
  status: 'failed',
  attempts: 8,
  response_code: 500,
  error: 'O servidor respondeu 500.',
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:05:00.000Z',
};

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('outgoing webhooks settings', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('registers a URL for the chosen events and shows the secret once', async () => {
    let endpoints: (typeof ENDPOINT)[] = [];
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/webhook-endpoints': () => ({ data: endpoints, total: endpoints.length }),
      'GET /api/webhook-endpoints/events': () => EVENTS,
      [`GET /api/webhook-endpoints/${ENDPOINT.id}/deliveries`]: () => ({ data: [], total: 0 }),
      'POST /api/command': () => {
        endpoints = [ENDPOINT];
        return {
          id: ENDPOINT.id,
          secret: 'whsec_abc',
          message: 'Webhook cadastrado. Copie o segredo agora: ele não será mostrado de novo.',
        };
      },
    });
    renderRoute('/settings/integrations/webhooks');
    expect(await screen.findByText('Nenhum webhook cadastrado ainda.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/URL/), ENDPOINT.url);
    await user.click(await screen.findByLabelText('Pedido criado'));
    await user.click(screen.getByRole('button', { name: 'Cadastrar webhook' }));
    expect(await screen.findByText('whsec_abc')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'NewWebhookEndpoint',
      payload: { url: ENDPOINT.url, events: ['order.created'] },
    });
    expect(await screen.findByText('Nenhum evento enviado ainda.')).toBeInTheDocument();
  });

  it("lists the deliveries and replays one on 'Reenviar'", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/webhook-endpoints': () => ({ data: [ENDPOINT], total: 1 }),
      'GET /api/webhook-endpoints/events': () => EVENTS,
      [`GET /api/webhook-endpoints/${ENDPOINT.id}/deliveries`]: () => ({ data: [DELIVERY], total: 1 }),
      [`POST /api/webhook-endpoints/${ENDPOINT.id}/deliveries/7/replay`]: () => ({
        id: '7',
        message: 'Entrega reenviada.',
      }),
    });
    renderRoute('/settings/integrations/webhooks');
    const row = (await screen.findByText('O servidor respondeu 500.')).closest('tr')!;
    expect(within(row).getByText('Falhou')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/webhook-endpoints/${ENDPOINT.id}/deliveries/7/replay`)).toBe(true),
    );
    expect(await screen.findByText('Entrega reenviada.')).toBeInTheDocument();
  });
});
