import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import { commandBodies, OWN_CARRIER, SHARED_CARRIER } from './fixtures';
import type { Command } from '../../../shared/command';

const LIST = { 'GET /api/carriers': () => ({ data: [], total: 0 }) };

/** Paste instead of typing key by key: same events for the masks, a fraction of the time. */
const fill = async (label: RegExp, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};

const chooseState = async (state: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: /^Estado/ }));
  await userEvent.click(await screen.findByRole('option', { name: state, hidden: true }));
};

// Forms render the whole app shell and a 27-option select: slow on a busy machine.
describe('carrier forms', { timeout: 20_000 }, () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('registers a carrier with masks stripped and goes back to the list', async () => {
    const calls = stubApi({ 'GET /api/me': () => ME_ADMIN, 'POST /api/command': () => ({ id: 'nova' }), ...LIST });
    const router = renderRoute('/settings/carriers/new');
    expect(await screen.findByText('Cadastro de transportadoras')).toBeInTheDocument();

    await fill(/^Nome/, 'Expresso São Miguel');
    await fill(/^CNPJ/, '11222333000181');
    expect(screen.getByLabelText(/^CNPJ/)).toHaveValue('11.222.333/0001-81');
    await fill(/^Inscrição estadual/, '110.042.490.114');
    await fill(/^Telefone/, '41987654321');
    expect(screen.getByLabelText(/^Telefone/)).toHaveValue('(41) 98765-4321');
    await fill(/^Cidade/, 'Curitiba');
    await chooseState('PR');
    expect(screen.queryByLabelText('Ativa')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'CONCLUIR CADASTRO' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/carriers'));
    expect(commandBodies(calls)).toEqual([
      {
        action: 'RegisterCarrier',
        payload: {
          name: 'Expresso São Miguel',
          federal_tax_id: '11222333000181',
          state_tax_id: '110042490114',
          phone: '41987654321',
          city: 'Curitiba',
          state: 'PR',
        },
      },
    ] satisfies Command[]);
    expect(await screen.findByText('Transportadora cadastrada com sucesso')).toBeInTheDocument();
    expect(screen.queryByText('Cadastro realizado com sucesso!')).toBeNull();
  });

  it('shows the messages of each field and sends nothing', async () => {
    const calls = stubApi({ 'GET /api/me': () => ME_ADMIN });
    renderRoute('/settings/carriers/new');
    await screen.findByLabelText(/^CNPJ/);
    await fill(/^CNPJ/, '11222333000182');
    await fill(/^Inscrição estadual/, '12AB');
    await userEvent.click(screen.getByRole('button', { name: 'CONCLUIR CADASTRO' }));
    for (const message of [
      'Digite o nome da transportadora.',
      'CNPJ inválido: confira os dígitos.',
      'Digite a inscrição estadual, apenas números (ou ISENTO).',
      'Digite um telefone.',
      'Digite a cidade.',
      'Selecione o estado.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(commandBodies(calls)).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    stubApi({});
    vi.mocked(globalThis.fetch).mockImplementation(async (input) =>
      new URL((input as Request).url).pathname === '/api/me'
        ? Response.json(ME_ADMIN)
        : Response.json({ message: 'Já existe uma transportadora com este nome.' }, { status: 409 }),
    );
    renderRoute('/settings/carriers/new');
    await screen.findByLabelText(/^Nome/);
    await fill(/^Nome/, 'Jadlog');
    await fill(/^CNPJ/, '11222333000181');
    await fill(/^Inscrição estadual/, 'isento');
    await fill(/^Telefone/, '1135632000');
    expect(screen.getByLabelText(/^Telefone/)).toHaveValue('(11) 3563-2000'); // a landline keeps 8 digits after the area code
    await fill(/^Cidade/, 'Barueri');
    await chooseState('SP');
    await userEvent.click(screen.getByRole('button', { name: 'CONCLUIR CADASTRO' }));
    expect(await screen.findByText('Ocorreu um erro: Já existe uma transportadora com este nome.')).toBeInTheDocument();
  });

  it('edits an own carrier, code read-only, and can deactivate it', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/carriers/${OWN_CARRIER.id}`]: () => ({ ...OWN_CARRIER, active: true }),
      'POST /api/command': () => ({ id: OWN_CARRIER.id }),
      ...LIST,
    });
    const router = renderRoute(`/settings/carriers/edit/${OWN_CARRIER.id}`);
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Expresso São Miguel');
    expect(screen.getByLabelText('Código')).toHaveValue('expresso-sao-miguel');
    expect(screen.getByLabelText('Código')).toBeDisabled();
    expect(screen.getByLabelText(/^CNPJ/)).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText(/^Cidade/)).toHaveValue('Curitiba');

    await userEvent.clear(screen.getByLabelText(/^Inscrição estadual/));
    await userEvent.click(screen.getByLabelText('Ativa'));
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/carriers'));
    expect(commandBodies(calls)).toEqual([
      {
        action: 'UpdateCarrier',
        payload: {
          id: OWN_CARRIER.id,
          name: 'Expresso São Miguel',
          federal_tax_id: '11222333000181',
          state_tax_id: null,
          phone: '4132345678',
          city: 'Curitiba',
          state: 'PR',
          active: false,
        },
      },
    ] satisfies Command[]);
    expect(await screen.findByText('Transportadora atualizada com sucesso')).toBeInTheDocument();
  });

  it('offers no form for a shared carrier', async () => {
    stubApi({ 'GET /api/me': () => ME_ADMIN, [`GET /api/carriers/${SHARED_CARRIER.id}`]: () => SHARED_CARRIER });
    renderRoute(`/settings/carriers/edit/${SHARED_CARRIER.id}`);
    expect(
      await screen.findByText('Esta transportadora é do catálogo compartilhado e não pode ser editada.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SALVAR' })).not.toBeInTheDocument();
  });
});
