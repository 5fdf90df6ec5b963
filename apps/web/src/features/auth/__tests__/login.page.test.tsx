import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { encodeRedirect } from '../../../shared/redirect';
import { renderRoute, stubApi } from '../../../test/render';

describe('login page', () => {
  it('shows the required and invalid e-mail messages without calling the server', async () => {
    const calls = stubApi({});
    renderRoute('/login');
    await userEvent.click(screen.getByRole('button', { name: 'ENTRAR' }));
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'nao-e-email');
    await userEvent.click(screen.getByRole('button', { name: 'ENTRAR' }));
    expect(await screen.findByText('Deve ser um e-mail válido')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("stores the session, sends the query's redirect and goes where the server answers (§2.6)", async () => {
    const calls = stubApi({
      'POST /api/auth': () => ({ token: 'tok', company: { id: 'c1', name: 'Loja Demo' }, redirect: '/orders' }),
    });
    const target = encodeRedirect('/settings/users');
    const router = renderRoute(`/login?redirect=${encodeURIComponent(target)}`);
    await userEvent.type(screen.getByLabelText('E-mail'), 'admin@despacho.test');
    await userEvent.type(screen.getByLabelText('Senha'), 'despacho123');
    await userEvent.click(screen.getByRole('button', { name: 'ENTRAR' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(calls.find((c) => c.path === '/api/auth')?.body).toMatchObject({ params: { redirect: target } });
    expect(session.token()).toBe('tok');
    expect(session.companyName()).toBe('Loja Demo');
  });

  it("shows the server's message when the login is refused", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ message: 'E-mail ou senha inválidos.' }, { status: 401 }),
    );
    renderRoute('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'admin@despacho.test');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'ENTRAR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
  });
});
