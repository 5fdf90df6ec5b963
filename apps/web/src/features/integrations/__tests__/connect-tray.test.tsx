import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('/connect/tray', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it("sends Tray's callback fields once and says the integration is done", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'POST /api/command': () => ({ id: 'c1', message: 'Integração adicionada com sucesso.' }),
    });
    renderRoute(
      '/connect/tray?state=s1&code=c0de&api_address=https%3A%2F%2Floja.commercesuite.com.br%2Fweb_api&store=391250&store_host=https%3A%2F%2Floja.com.br&adm_user=ana',
    );
    expect(await screen.findByText('Integração realizada com sucesso!')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/command').map((call) => call.body)).toEqual([
      {
        action: 'NewCompanyChannel',
        payload: {
          channel: { id: 8 },
          data: {
            code: 'c0de',
            state: 's1',
            store_host: 'https://loja.com.br',
            api_address: 'https://loja.commercesuite.com.br/web_api',
            adm_user: 'ana',
          },
        },
      },
    ]);
  });

  it("asks for the store's address and starts the store's authorization with it", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/integrations/tray/authorize': () => ({ url: 'about:blank' }),
    });
    renderRoute('/connect/tray');
    await user.type(await screen.findByRole('textbox', { name: 'Endereço da loja' }), ' https://minhaloja.com.br ');
    await user.click(screen.getByRole('button', { name: 'CONECTAR LOJA TRAY' }));
    await waitFor(() => {
      const authorize = calls.find((call) => call.path === '/api/integrations/tray/authorize');
      expect(new URL(authorize!.url).searchParams.get('url')).toBe('https://minhaloja.com.br');
    });
  });
});
