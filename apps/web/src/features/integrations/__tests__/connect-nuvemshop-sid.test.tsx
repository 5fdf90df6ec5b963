import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const connected = { id: 'c1', message: 'Integração adicionada com sucesso.' };
const sentCommands = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/api/command').map((call) => call.body);

describe('the app-store landing sid (public-account.md §2.14)', () => {
  it('after SIM and the login, connects the stored store at once', async () => {
    const calls = stubApi({
      'POST /api/auth': () => ({ token: 'tok', company: { id: 'c1', name: 'Loja Demo' }, redirect: '/dashboard' }),
      'GET /api/me': () => ME_ADMIN,
      'POST /api/command': () => connected,
    });
    const router = renderRoute('/login?sid=s1d-t0ken');
    await user.type(screen.getByLabelText('E-mail'), 'admin@despacho.test');
    await user.type(screen.getByLabelText('Senha'), 'despacho123');
    await user.click(screen.getByRole('button', { name: 'ENTRAR' }));
    expect(await screen.findByText('Integração realizada com sucesso!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/connect/nuvemshop');
    expect(sentCommands(calls)).toEqual([
      { action: 'NewCompanyChannel', payload: { channel: { id: 29 }, data: { sid: 's1d-t0ken' } } },
    ]);
  });

  it('asks before connecting when a link (not the login) brings the sid', async () => {
    session.save('tok', 'Loja Demo');
    const calls = stubApi({ 'GET /api/me': () => ME_ADMIN, 'POST /api/command': () => connected });
    renderRoute('/connect/nuvemshop?sid=s1d-t0ken');
    await user.click(await screen.findByRole('button', { name: 'CONECTAR LOJA' }));
    expect(await screen.findByText('Integração realizada com sucesso!')).toBeInTheDocument();
    await waitFor(() =>
      expect(sentCommands(calls)).toEqual([
        { action: 'NewCompanyChannel', payload: { channel: { id: 29 }, data: { sid: 's1d-t0ken' } } },
      ]),
    );
  });
});
