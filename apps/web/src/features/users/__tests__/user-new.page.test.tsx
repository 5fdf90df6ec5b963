import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import type { Command } from '../../../shared/command';

const fill = async (name: string, email: string, password: string) => {
  await userEvent.type(await screen.findByLabelText(/^Nome/), name);
  await userEvent.type(screen.getByLabelText(/^E-mail/), email);
  await userEvent.type(screen.getByLabelText(/^Senha/), password);
};

describe('invite user form', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('sends NewUser with the checked permissions and goes back to the list', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'POST /api/command': () => ({ id: 'novo' }),
      'GET /api/users': () => ({ data: [], total: 0 }),
    });
    const router = renderRoute('/settings/users/new');
    await fill('Joana Prado', 'joana@loja.test', 'senha-segura-1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cotações' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Administrador' }));
    await userEvent.click(screen.getByRole('button', { name: 'CONVIDAR' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/users'));
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'NewUser',
      payload: {
        name: 'Joana Prado',
        email: 'joana@loja.test',
        password: 'senha-segura-1',
        is_admin: true,
        permissions: ['dashboard', 'orders', 'pickups', 'settings'],
      },
    } satisfies Command);
    expect(await screen.findByText('Usuário criado com sucesso')).toBeInTheDocument();
  });

  it('shows the spec messages and sends nothing when the form is empty', async () => {
    const calls = stubApi({ 'GET /api/me': () => ME_ADMIN });
    renderRoute('/settings/users/new');
    await userEvent.click(await screen.findByRole('button', { name: 'CONVIDAR' }));
    expect(await screen.findByText('Digite o nome')).toBeInTheDocument();
    expect(screen.getByText('Email obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha obrigatória')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/command')).toEqual([]);
  });

  it('takes a password of any length up to 50, as settings.md §5 states no minimum (29.20)', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'POST /api/command': () => ({ id: 'novo' }),
      'GET /api/users': () => ({ data: [], total: 0 }),
    });
    renderRoute('/settings/users/new');
    await fill('Joana', 'joana@loja.test', 'x'.repeat(51));
    expect(screen.getByLabelText(/^Senha/)).toHaveValue('x'.repeat(50));
    await userEvent.clear(screen.getByLabelText(/^Senha/));
    await userEvent.type(screen.getByLabelText(/^Senha/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'CONVIDAR' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/command')?.body).toMatchObject({ payload: { password: 'abc' } }),
    );
  });

  it("shows 'Ocorreu um erro: {message}' when the server refuses", async () => {
    stubApi({ 'GET /api/me': () => ME_ADMIN });
    vi.mocked(globalThis.fetch).mockImplementation(async (input) => {
      const path = new URL((input as Request).url).pathname;
      return path === '/api/me'
        ? Response.json(ME_ADMIN)
        : Response.json({ message: 'Já existe um usuário com este e-mail.' }, { status: 409 });
    });
    renderRoute('/settings/users/new');
    await fill('Joana', 'joana@loja.test', 'senha-segura-1');
    await userEvent.click(screen.getByRole('button', { name: 'CONVIDAR' }));
    expect(await screen.findByText('Ocorreu um erro: Já existe um usuário com este e-mail.')).toBeInTheDocument();
  });
});
