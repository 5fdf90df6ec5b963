import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import type { Command } from '../../../shared/command';

const COMPANY = ME_ADMIN.company.id;
const LOGO_URL = `/api/tracking-companies/${COMPANY}/logo?v=1`;

function stubBranding() {
  return stubApi({
    'GET /api/me': () => ME_ADMIN,
    [`GET /api/tracking-companies/${COMPANY}`]: () => ({
      id: COMPANY,
      name: 'Loja Demo',
      logo_url: LOGO_URL,
      primary_color: '#1B5E20',
      secondary_color: '#E8F5E9',
    }),
    'POST /api/upload': () => ({ path: `${COMPANY}/u/novo.png` }),
    'POST /api/command': () => ({ id: COMPANY }),
  });
}

describe('tracking page branding settings', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('shows the current colours and logo in the preview, and saves new colours keeping the logo', async () => {
    const calls = stubBranding();
    renderRoute('/settings/tracking');
    const primary = await screen.findByRole('textbox', { name: 'Cor principal' });
    expect(primary).toHaveValue('#1B5E20');
    expect(screen.getByRole('img', { name: 'Loja Demo' })).toHaveAttribute('src', LOGO_URL);
    await userEvent.clear(primary);
    await userEvent.type(primary, '#0D47A1');
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Página de rastreamento atualizada com sucesso.')).toBeInTheDocument();
    const sent = calls.find((call) => call.path === '/api/command')!.body;
    expect(sent).toEqual({
      action: 'ChangeTrackingBranding',
      payload: { primary_color: '#0D47A1', secondary_color: '#E8F5E9' },
    } satisfies Command);
  });

  it('refuses a colour out of #RRGGBB and a logo that is not an image, sending nothing', async () => {
    const calls = stubBranding();
    renderRoute('/settings/tracking');
    const secondary = await screen.findByRole('textbox', { name: 'Cor do cabeçalho' });
    await userEvent.clear(secondary);
    await userEvent.type(secondary, 'azul');
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      { applyAccept: false },
    );
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Informe a cor do cabeçalho no formato #RRGGBB.')).toBeInTheDocument();
    expect(screen.getByText('O logo deve ser uma imagem PNG, JPEG ou WebP.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/command' || call.path === '/api/upload')).toBe(false);
  });

  it('removes the logo on request: the preview shows the name and the command sends logo null', async () => {
    const calls = stubBranding();
    renderRoute('/settings/tracking');
    await userEvent.click(await screen.findByRole('button', { name: 'Remover o logo atual' }));
    expect(screen.queryByRole('img', { name: 'Loja Demo' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/command')?.body).toMatchObject({ payload: { logo: null } }),
    );
  });
});
