import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const SAVED = {
  steps: ['shipped', 'delivered'],
  channels: ['email', 'whatsapp'],
  whatsapp: {
    phone_number_id: '106540352242922',
    templates: { shipped: 'despacho_pedido_enviado', delivered: 'minha_entrega' },
    access_token_set: true,
    app_secret_set: true,
    verify_token: 'verifica-123',
    webhook_url: 'http://localhost:3000/api/webhooks/whatsapp/c0000000-0000-4000-8000-000000000001',
  },
};

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('recipient notices settings', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('shows the saved steps and where Meta sends statuses, and keeps the secrets when left blank', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/recipient-notices/settings': () => SAVED,
      'POST /api/command': () => ({ message: 'Avisos ao destinatário salvos.' }),
    });
    renderRoute('/settings/recipient-notices');
    expect(await screen.findByText(SAVED.whatsapp.webhook_url)).toBeInTheDocument();
    expect(screen.getByText('verifica-123')).toBeInTheDocument();
    expect(screen.getByLabelText('Pedido enviado (com o link de rastreio)')).toBeChecked();
    expect(screen.getByLabelText('Saiu para entrega (com o link de rastreio)')).not.toBeChecked();
    expect(screen.getByPlaceholderText('Salvo (deixe em branco para manter)')).toHaveValue('');
    await user.click(screen.getByLabelText('Entrega atrasada (com a nova data)'));
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Avisos ao destinatário salvos.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/command')).toBe(true));
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'ChangeRecipientNoticeSettings',
      payload: {
        steps: ['shipped', 'delivered', 'delayed'],
        channels: ['email', 'whatsapp'],
        whatsapp: {
          phone_number_id: '106540352242922',
          templates: { shipped: 'despacho_pedido_enviado', delivered: 'minha_entrega' },
        },
      },
    });
  });
});
