import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import type { Command } from '../../../shared/command';

const TABLE = {
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Jadlog Brasil 2026',
  origin: 'SP CAPITAL',
  modal: 'rodo',
  distribution_centers: [],
  carrier: { id: 'c1', name: 'Jadlog', canonical_name: 'jadlog' },
  cubage: 300,
  apply_icms: true,
  readjustment_percent: 0,
  version: 3,
  active: 0,
  main_destinations: [
    { state: 'SP', total: 3 },
    { state: 'MG', total: 2 },
    { state: 'RJ', total: 2 },
    { state: 'BA', total: 1 },
    { state: 'AM', total: 1 },
  ],
  routes_count: 9,
  created_at: '2026-11-20T13:00:00.000Z',
  updated_at: '2026-11-21T13:00:00.000Z',
};

describe('freight tables', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it("lists tables with 'Todos', the top three states, and switches one on with the spec message", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/freight-tables': () => ({ data: [TABLE], total: 1 }),
      'POST /api/command': () => ({ id: TABLE.id }),
    });
    renderRoute('/settings/freight-tables');
    const row = (await screen.findByText('Jadlog Brasil 2026')).closest('tr')!;
    expect(within(row).getByText('Todos')).toBeInTheDocument();
    expect(within(row).getByText('SP (3)')).toBeInTheDocument();
    expect(within(row).getByText('+2')).toBeInTheDocument();
    expect(within(row).queryByText('BA (1)')).toBeNull();
    expect(screen.queryByRole('button', { name: /Baixar CSV/ })).toBeNull();
    await userEvent.click(within(row).getByRole('switch', { name: 'Ativar tabela Jadlog Brasil 2026' }));
    expect(await screen.findByText('Tabela de frete ATIVADA com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'ActiveTable',
      payload: { id: TABLE.id, version: 3 },
    } satisfies Command);
  });

  it('shows a merchant without tables the way to get one (the request of onboarding step 4), not an empty list', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/freight-tables': () => ({ data: [], total: 0 }),
      'POST /api/onboarding': () => ({
        message: 'Solicitação enviada! Nossa equipe buscará novas transportadoras (pode levar até 15 dias).',
      }),
    });
    renderRoute('/settings/freight-tables');
    const request = await screen.findByRole('region', { name: 'Solicitar tabela de frete' });
    expect(within(request).getByLabelText(/^Transportadora/)).toBeInTheDocument();
    await userEvent.click(within(request).getByRole('button', { name: 'SOLICITAR' }));
    expect(await screen.findByText(/Solicitação enviada!/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/onboarding')?.body).toEqual({
      step: 4,
      complete: true,
      data: { solicitar: true },
    });
  });

  it('checks the upload in the spec order before sending, and shows the server error panel', async () => {
    const superAdmin = { ...ME_ADMIN, is_super_admin: true };
    stubApi({
      'GET /api/me': () => superAdmin,
      'GET /api/carriers': () => ({ data: [{ id: 'c1', name: 'Jadlog' }], total: 1 }),
      'GET /api/distribution-centers': () => ({ data: [], total: 0 }),
    });
    renderRoute('/settings/freight-tables/new');
    await userEvent.click(await screen.findByRole('button', { name: 'PRÓXIMO' }));
    await userEvent.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Selecione um arquivo para enviar')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'VOLTAR' }));
    const file = new File(['cep_inicial;cep_final\n'], 'tabela.csv', { type: 'text/csv' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, file);
    await userEvent.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Selecione a transportadora')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'VOLTAR' }));
    await userEvent.click(screen.getByRole('button', { name: 'VOLTAR' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Transportadora/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jadlog', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await userEvent.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Selecione a região')).toBeInTheDocument();

    vi.mocked(globalThis.fetch).mockImplementation(async (input) => {
      const request = input as Request;
      const path = new URL(request.url).pathname;
      if (path === '/api/admin/import-freight-table/v3') {
        const form = await request.formData();
        expect(form.get('cubage')).toBe('300');
        expect(form.get('tipo')).toBe('rodo');
        expect(form.get('applyIcms')).toBe('true');
        return Response.json({ message: 'Linha 2, coluna "uf": "XX" não é uma UF brasileira.' }, { status: 400 });
      }
      return Response.json(path === '/api/me' ? superAdmin : { data: [{ id: 'c1', name: 'Jadlog' }], total: 1 });
    });
    await userEvent.click(screen.getByRole('button', { name: 'VOLTAR' }));
    await userEvent.click(screen.getByRole('button', { name: 'VOLTAR' }));
    await userEvent.type(screen.getByLabelText(/^Região de origem/), 'SP CAPITAL');
    await userEvent.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await userEvent.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Oops! Ocorreu um erro.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByText('Encontramos o seguinte erro: Linha 2, coluna "uf": "XX" não é uma UF brasileira.'),
      ).toBeInTheDocument(),
    );
  });

  it('reuses a version-3 table of another client, asking for the client and the table first', async () => {
    const superAdmin = { ...ME_ADMIN, is_super_admin: true };
    const calls = stubApi({
      'GET /api/me': () => superAdmin,
      'GET /api/companies': () => ({
        data: [{ id: 'c2', name: 'Outra Loja', users: 1, created_at: '2026-01-01' }],
        total: 1,
      }),
      'GET /api/freight-tables': () => ({
        data: [TABLE, { ...TABLE, id: 'v1', name: 'Antiga', version: 1 }],
        total: 2,
      }),
      'POST /api/admin/reuse-freight-table/v3': () => ({ id: 'copia', routes: 9, message: 'ok' }),
    });
    renderRoute('/settings/freight-tables/reuse');
    await userEvent.click(await screen.findByRole('button', { name: 'REAPROVEITAR' }));
    expect(await screen.findByText('Selecione o Cliente')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Cliente/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Outra Loja', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'REAPROVEITAR' }));
    expect(await screen.findByText('Selecione a tabela de frete')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Tabela de frete/ }));
    expect(screen.queryByRole('option', { name: /Antiga/, hidden: true })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: /Jadlog Brasil 2026/, hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'REAPROVEITAR' }));
    expect(await screen.findByText('Tabela reaproveitada!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/reuse-freight-table/v3')?.body).toEqual({
      company_id: 'c2',
      freight_table_id: TABLE.id,
    });
    expect(calls.find((c) => c.path === '/api/freight-tables')).toBeDefined();
  });
});
