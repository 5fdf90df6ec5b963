import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

describe('the default label format on the settings screen', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('an admin picks ZPL: ChangeLabelFormat is sent', async () => {
    const calls = stubApi({
      'GET /api/me': () => ({ ...ME_ADMIN, company: { ...ME_ADMIN.company, label_format: 'pdf_10x15' } }),
      'POST /api/command': () => ({ id: ME_ADMIN.company.id, message: 'Formato das etiquetas salvo com sucesso' }),
    });
    renderRoute('/settings');
    const select = await screen.findByRole('combobox', { name: 'Formato padrão das etiquetas' });
    expect(select).toHaveValue('PDF 10×15');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'ZPL (impressora térmica)', hidden: true }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/command')?.body).toEqual({
        action: 'ChangeLabelFormat',
        payload: { label_format: 'zpl' },
      }),
    );
    expect(await screen.findByText('Formato das etiquetas salvo com sucesso')).toBeInTheDocument();
  });

  it('a user who is not an admin does not see it', async () => {
    stubApi({ 'GET /api/me': () => ({ ...ME_ADMIN, is_admin: false, permissions: ['settings'] }) });
    renderRoute('/settings');
    expect(await screen.findByText('Produtos')).toBeInTheDocument();
    expect(screen.queryByText('Formato padrão das etiquetas')).not.toBeInTheDocument();
  });
});
