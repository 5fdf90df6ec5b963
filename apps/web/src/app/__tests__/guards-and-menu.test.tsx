import { screen, waitFor } from '@testing-library/react';
import { decodeRedirect } from '../../shared/redirect';
import { session } from '../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../test/render';

describe('route guard and menu', () => {
  it('sends a visitor without a token to /login with the target in base64', async () => {
    const router = renderRoute('/settings/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(decodeRedirect(new URLSearchParams(router.state.location.search).get('redirect'))).toBe('/settings/users');
  });

  it('shows Configurações to an admin', async () => {
    session.save('tok', 'Loja Demo');
    stubApi({ 'GET /api/me': () => ME_ADMIN });
    renderRoute('/dashboard');
    expect(await screen.findByRole('link', { name: 'Configurações' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Auditoria' })).not.toBeInTheDocument(); // company without audit
  });

  it('hides Configurações and answers 404 on its routes for a user without that permission', async () => {
    session.save('tok', 'Loja Demo');
    stubApi({ 'GET /api/me': () => ({ ...ME_ADMIN, is_admin: false, permissions: ['dashboard', 'orders'] }) });
    const router = renderRoute('/settings/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
    await router.navigate('/dashboard');
    expect(await screen.findByRole('link', { name: 'Pedidos' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Configurações' })).not.toBeInTheDocument();
  });

  it('has no menu entry nor route for freight audit until it is built, even for a company with audit', async () => {
    session.save('tok', 'Loja Demo');
    stubApi({ 'GET /api/me': () => ({ ...ME_ADMIN, company: { ...ME_ADMIN.company, has_audit_enabled: true } }) });
    const router = renderRoute('/dashboard');
    expect(await screen.findByRole('link', { name: 'Pedidos' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Auditoria' })).not.toBeInTheDocument();
    await router.navigate('/audit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('redirects unknown paths to /404', async () => {
    const router = renderRoute('/caminho/que/nao/existe');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});
