import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../test/render';

const OTHER = { id: 'c0000000-0000-4000-8000-000000000002', name: 'Outra Loja' };
const ME_TWO_COMPANIES = { ...ME_ADMIN, companies: [...ME_ADMIN.companies, OTHER] };

describe('company switch (public-account.md §2.15)', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('opens a confirmation from /?cc={company_id} and switches nothing on Voltar', async () => {
    const calls = stubApi({ 'GET /api/me': () => ME_TWO_COMPANIES });
    const router = renderRoute(`/?cc=${OTHER.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Trocar de empresa' });
    expect(within(dialog).getByText('Outra Loja')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.some((c) => c.path === '/api/company-token')).toBe(false);
  });

  it('asks before switching when the company is picked in the menu', async () => {
    stubApi({ 'GET /api/me': () => ME_TWO_COMPANIES });
    const router = renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Empresa' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Outra Loja', hidden: true }));
    expect(await screen.findByRole('dialog', { name: 'Trocar de empresa' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('cc')).toBe(OTHER.id);
  });
});
