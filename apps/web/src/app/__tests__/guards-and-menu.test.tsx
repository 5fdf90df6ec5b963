import type { AuditDashboardDto } from '@despacho/api-client';
import { screen, waitFor } from '@testing-library/react';
import { session } from '../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../test/render';

describe('route guard and menu', () => {
  it('sends a visitor without a token to /login with the target in base64', async () => {
    const router = renderRoute('/settings/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(atob(new URLSearchParams(router.state.location.search).get('redirect') ?? '')).toBe('/settings/users');
  });

  it('shows Configurações to an admin', async () => {
    session.save('tok', 'Loja Demo');
    stubApi({ 'GET /api/me': () => ME_ADMIN });
    renderRoute('/dashboard');
    expect(await screen.findByRole('link', { name: 'Configurações' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Auditoria de Frete' })).not.toBeInTheDocument(); // company without audit
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

  it('shows Auditoria de Frete and opens /audit when the company has audit enabled', async () => {
    session.save('tok', 'Loja Demo');
    stubApi({
      'GET /api/me': () => ({ ...ME_ADMIN, company: { ...ME_ADMIN.company, has_audit_enabled: true } }),
      'GET /api/ctes': () => ({ data: [], total: 0 }),
      'GET /api/carriers': () => ({ data: [], total: 0 }),
      'GET /api/dashboard/ctes': () => {
        const card = { total: 0, percentage: 0, last_total: 0 };
        return {
          despacho_amount_freight: card,
          carriers_amount_freight: card,
          diff: card,
          conciliation: { ...card, total_flix: 0, total_unreconciled: 0 },
          recovered: { ...card, count: 0, open_total: 0, open_count: 0 },
        } satisfies AuditDashboardDto;
      },
    });
    const router = renderRoute('/dashboard');
    expect(await screen.findByRole('link', { name: 'Auditoria de Frete' })).toBeInTheDocument();
    await router.navigate('/audit');
    expect(
      await screen.findByText('Nenhum CT-e conciliado. Importe os CT-e das transportadoras em Importar CTEs.'),
    ).toBeInTheDocument();
  });

  it('has no audit menu entry nor route for a company without audit', async () => {
    session.save('tok', 'Loja Demo');
    stubApi({ 'GET /api/me': () => ME_ADMIN });
    const router = renderRoute('/dashboard');
    expect(await screen.findByRole('link', { name: 'Pedidos' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Auditoria de Frete' })).not.toBeInTheDocument();
    await router.navigate('/audit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('redirects unknown paths to /404', async () => {
    const router = renderRoute('/caminho/que/nao/existe');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});
