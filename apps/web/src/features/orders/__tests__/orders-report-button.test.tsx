import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

describe('orders report', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it("asks for the report with the list's filters and shows the spec message", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/orders': () => ({ data: [], total: 0, filters_not_match: { search: [] } }),
      'GET /api/reports/orders': () => ({
        id: 't1',
        message: 'Relatório solicitado com sucesso, você receberá ele por e-mail em instantes.',
      }),
    });
    renderRoute('/orders');
    await screen.findByText('Nenhum registro retornado');
    await userEvent.click(screen.getByRole('button', { name: 'Relatório' }));
    expect(
      await screen.findByText('Relatório solicitado com sucesso, você receberá ele por e-mail em instantes.'),
    ).toBeInTheDocument();
    await waitFor(() => {
      const url = new URL(calls.find((c) => c.path === '/api/reports/orders')!.url);
      expect(url.searchParams.get('filters[created_at_start]')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });
});
