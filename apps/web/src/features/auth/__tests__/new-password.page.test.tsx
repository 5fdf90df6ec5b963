import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, stubApi } from '../../../test/render';

describe('new password page', () => {
  it("takes a password of any length up to 20 and sends the spec's {token, password, confirmation} (29.8, 29.20)", async () => {
    const calls = stubApi({ 'POST /api/auth/change-password': () => ({ message: 'Senha alterada com sucesso.' }) });
    renderRoute('/new-password/link-1');
    // No minimum length: the spec states none (public-account.md §5).
    await userEvent.type(screen.getByLabelText('Nova senha'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirmação'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Senha alterada com sucesso.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/change-password')?.body).toEqual({
      token: 'link-1',
      password: 'abc',
      confirmation: 'abc',
    });
  });

  it('stops both fields at 20 characters', async () => {
    stubApi({});
    renderRoute('/new-password/link-1');
    for (const label of ['Nova senha', 'Confirmação']) {
      await userEvent.type(screen.getByLabelText(label), 'x'.repeat(21));
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue('x'.repeat(20)));
    }
  });
});
