import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import { commandBodies, ME_SETTINGS_USER, OWN_CARRIER, SHARED_CARRIER } from './fixtures';
import type { Command } from '../../../shared/command';

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('carriers list', { timeout: 20_000 }, () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('shows every column, 100 per page, with edit only on the company’s own carriers for admins', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/carriers': (request) => {
        expect(new URL(request.url).searchParams.get('limit')).toBe('100');
        return { data: [SHARED_CARRIER, OWN_CARRIER], total: 2 };
      },
    });
    renderRoute('/settings/carriers');

    const own = await rowOf('Expresso São Miguel');
    for (const text of ['0a1b2c3d', 'expresso-sao-miguel', '11.222.333/0001-81', '110042490114', 'Não', '02/11/2025']) {
      expect(within(own).getByText(text)).toBeInTheDocument();
    }
    expect(within(own).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/settings/carriers/edit/${OWN_CARRIER.id}`,
    );

    const shared = await rowOf('Jadlog');
    for (const text of ['12.345.678/0001-95', '—', 'Sim', '10/03/2025']) {
      expect(within(shared).getByText(text)).toBeInTheDocument();
    }
    expect(within(shared).queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NOVA TRANSPORTADORA' })).toHaveAttribute('href', '/settings/carriers/new');
    expect(calls.filter((c) => c.path === '/api/carriers')).toHaveLength(1);
  });

  it('hides NOVA TRANSPORTADORA and edit from a non-admin, and keeps the new form away', async () => {
    stubApi({
      'GET /api/me': () => ME_SETTINGS_USER,
      'GET /api/carriers': () => ({ data: [OWN_CARRIER], total: 1 }),
    });
    const router = renderRoute('/settings/carriers');
    const own = await rowOf('Expresso São Miguel');
    expect(within(own).queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'E-mails de coleta' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'NOVA TRANSPORTADORA' })).not.toBeInTheDocument();

    await act(() => router.navigate('/settings/carriers/new'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('says so when there is no carrier', async () => {
    stubApi({ 'GET /api/me': () => ME_ADMIN, 'GET /api/carriers': () => ({ data: [], total: 0 }) });
    renderRoute('/settings/carriers');
    expect(await screen.findByText('Nenhuma transportadora cadastrada.')).toBeInTheDocument();
  });

  it("shows 'Ocorreu um erro: {message}' when the list fails", async () => {
    stubApi({});
    vi.mocked(globalThis.fetch).mockImplementation(async (input) =>
      new URL((input as Request).url).pathname === '/api/me'
        ? Response.json(ME_ADMIN)
        : Response.json({ message: 'Banco de dados indisponível.' }, { status: 503 }),
    );
    renderRoute('/settings/carriers');
    expect(await screen.findByText('Ocorreu um erro: Banco de dados indisponível.')).toBeInTheDocument();
  });

  it('edits the pickup e-mails in a side panel, validating the comma-separated list', async () => {
    let saved: string[] = ['coleta@jadlog.test'];
    const calls = stubApi({
      'GET /api/me': () => ME_SETTINGS_USER,
      'GET /api/carriers': () => ({ data: [SHARED_CARRIER], total: 1 }),
      [`GET /api/carriers/${SHARED_CARRIER.id}/emails`]: () => ({ carrier_id: SHARED_CARRIER.id, emails: saved }),
      'POST /api/command': async (request) => {
        saved = ((await request.json()) as { payload: { emails: string[] } }).payload.emails;
        return { id: SHARED_CARRIER.id };
      },
    });
    renderRoute('/settings/carriers');
    await userEvent.click(within(await rowOf('Jadlog')).getByRole('button', { name: 'E-mails de coleta' }));

    const dialog = await screen.findByRole('dialog', { name: 'E-mails de coleta' });
    const input = await within(dialog).findByLabelText('E-mails para solicitação de coleta');
    expect(input).toHaveValue('coleta@jadlog.test');

    await userEvent.clear(input);
    await userEvent.type(input, 'coleta@jadlog.test, sem-arroba, outro@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'SALVAR' }));
    expect(await within(dialog).findByText('E-mail inválido: sem-arroba, outro@.')).toBeInTheDocument();
    expect(commandBodies(calls)).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, ' Coleta@Jadlog.test , sac@jadlog.test, ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('E-mails de coleta salvos com sucesso')).toBeInTheDocument();
    expect(commandBodies(calls)).toEqual([
      {
        action: 'AddCarrierEmail',
        payload: { carrier_id: SHARED_CARRIER.id, emails: ['coleta@jadlog.test', 'sac@jadlog.test'] },
      },
    ] satisfies Command[]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'E-mails de coleta' })).not.toBeInTheDocument());

    // Reopened, the panel shows the list as saved.
    await userEvent.click(within(await rowOf('Jadlog')).getByRole('button', { name: 'E-mails de coleta' }));
    expect(await screen.findByLabelText('E-mails para solicitação de coleta')).toHaveValue(
      'coleta@jadlog.test, sac@jadlog.test',
    );
  });

  it('refuses more than 20 e-mails and saves an empty list', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/carriers': () => ({ data: [SHARED_CARRIER], total: 1 }),
      [`GET /api/carriers/${SHARED_CARRIER.id}/emails`]: () => ({
        carrier_id: SHARED_CARRIER.id,
        emails: ['coleta@jadlog.test'],
      }),
      'POST /api/command': () => ({ id: SHARED_CARRIER.id }),
    });
    renderRoute('/settings/carriers');
    await userEvent.click(within(await rowOf('Jadlog')).getByRole('button', { name: 'E-mails de coleta' }));
    const input = await screen.findByLabelText('E-mails para solicitação de coleta');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste(Array.from({ length: 21 }, (_, i) => `c${i}@jadlog.test`).join(','));
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Informe no máximo 20 e-mails.')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    await waitFor(() =>
      expect(commandBodies(calls)).toEqual([
        { action: 'AddCarrierEmail', payload: { carrier_id: SHARED_CARRIER.id, emails: [] } },
      ] satisfies Command[]),
    );
  });
});
