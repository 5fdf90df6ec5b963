import type { FreightRuleRouteDto } from '@despacho/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import type { Command } from '../../../shared/command';

const REGIONS = {
  data: [
    {
      state: 'AM',
      name: 'Amazonas',
      zip_ranges: [
        { zip_from: '69000000', zip_to: '69299999' },
        { zip_from: '69400000', zip_to: '69899999' },
      ],
    },
    { state: 'SP', name: 'São Paulo', zip_ranges: [{ zip_from: '01000000', zip_to: '19999999' }] },
  ],
  total: 2,
  whole_country: { name: 'Brasil inteiro', zip_ranges: [{ zip_from: '01000000', zip_to: '99999999' }] },
};
const CITIES = {
  data: [
    { name: 'São José', state: 'SC', zip_from: '88100001', zip_to: '88122999' },
    { name: 'Campinas', state: 'SP', zip_from: '13000001', zip_to: '13139999' },
  ],
  total: 2,
};
const CARRIER = { id: 'c1000000-0000-4000-8000-000000000001', name: 'Jadlog' };

const ROUTE = {
  id: 1,
  rule_type: 5,
  zip_from: '01000000',
  zip_up: '19999999',
  value: 0,
  additional_deadline: 0,
  cart_min: true,
  min_value: 299,
  max_value: null,
  apply_only_skus: false,
  sku_list: null,
  apply_only_volumes: false,
  total_volumes: null,
  destination: 'SP',
} satisfies FreightRuleRouteDto;
/** A route as the form sends it: the API numbers routes itself. */
const { id: _id, ...ROUTE_PAYLOAD } = ROUTE;

const RULE = {
  id: 'a1000000-0000-4000-8000-000000000001',
  name: 'Frete grátis Sudeste acima de R$ 299',
  channel_id: null,
  distribution_center_id: null,
  distribution_center: null,
  carrier_id: CARRIER.id,
  carrier: CARRIER,
  start_at: '2026-01-01',
  end_at: null,
  enabled: true,
  total_rules: 1,
  routes: [ROUTE],
  created_at: '2026-01-01T12:00:00.000Z',
  updated_at: '2026-01-01T12:00:00.000Z',
};

const referenceData = {
  'GET /api/me': () => ME_ADMIN,
  'GET /api/distribution-centers': () => ({ data: [], total: 0 }),
  'GET /api/carriers': () => ({ data: [CARRIER], total: 1 }),
  'GET /api/regions': () => REGIONS,
  'GET /api/cities': () => CITIES,
  'GET /api/freight-rules': () => ({ data: [], total: 0 }),
};

// Label and text queries: role queries walk the whole accessibility tree of this large form.
const route = (n: number) => screen.getByLabelText(`Destino ${n}`);
const choose = async (label: RegExp, option: string, within_: HTMLElement) => {
  await user.click(within(within_).getByRole('combobox', { name: label }));
  await user.click(await screen.findByText(option));
};
/** Pastes the text: typing it would re-render the whole form once per key. */
const fill = async (input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};
const SKU_HINT = /Vale quando todos os produtos do carrinho estão na lista/;
const commandBody = (calls: { path: string; body: unknown }[]) => calls.find((c) => c.path === '/api/command')?.body;

// No delay between keys and no CSS walk per click: the form is large and jsdom slow.
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('freight rule form', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('sends NewFreightRule with a state range, free shipping and a cart minimum, then goes back to the list', async () => {
    const calls = stubApi({ ...referenceData, 'POST /api/command': () => ({ id: RULE.id }) });
    const router = renderRoute('/settings/freight-rules/new');
    await fill(await screen.findByLabelText(/^Nome da regra/), 'Frete grátis SP');
    await fill(screen.getByLabelText(/^Início da vigência/), '01/02/2026');

    await user.click(within(route(1)).getByLabelText('Estado'));
    await choose(/^Estado/, 'São Paulo (SP)', route(1));
    expect(within(route(1)).getByLabelText('CEP inicial')).toHaveValue('01.000-000');
    expect(within(route(1)).getByLabelText('CEP final')).toHaveValue('19.999-999');

    await choose(/^Tipo de regra/, 'Valor fixo', route(1));
    expect(screen.queryByText('Frete grátis')).toBeNull();
    await user.type(within(route(1)).getByLabelText(/^Valor \(R\$\)/), '0');
    expect(within(route(1)).getByText('Frete grátis')).toBeInTheDocument();
    await user.click(within(route(1)).getByRole('checkbox', { name: 'Aplicar somente por valor do carrinho' }));
    await user.type(within(route(1)).getByLabelText(/^Valor mínimo do carrinho/), '299');

    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/freight-rules'));
    expect(commandBody(calls)).toEqual({
      action: 'NewFreightRule',
      payload: {
        name: 'Frete grátis SP',
        channel_id: null,
        distribution_center_id: null,
        carrier_id: null,
        start_at: '2026-02-01',
        end_at: null,
        enabled: true,
        routes: [ROUTE_PAYLOAD],
      },
    } satisfies Command);
    expect(await screen.findByText('Regra cadastrada com sucesso')).toBeInTheDocument();
  });

  it('keeps a state with two CEP ranges as one destination and sends both ranges with its settings', async () => {
    const calls = stubApi({ ...referenceData, 'POST /api/command': () => ({ id: RULE.id }) });
    renderRoute('/settings/freight-rules/new');
    await fill(await screen.findByLabelText(/^Nome da regra/), 'Amazonas');
    await fill(screen.getByLabelText(/^Início da vigência/), '01/02/2026');
    await user.click(within(route(1)).getByLabelText('Estado'));
    await choose(/^Estado/, 'Amazonas (AM)', route(1));
    expect(within(route(1)).getByText(/AM tem mais uma faixa de CEP: 69.400-000 a 69.899-999/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Destino 2' })).toBeNull();
    await user.type(within(route(1)).getByLabelText(/^Valor \(R\$\)/), '5');
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));

    await waitFor(() => expect(commandBody(calls)).toBeDefined());
    const routes = (
      commandBody(calls) as {
        payload: { routes: { zip_from: string; zip_up: string; destination: string; value: number }[] };
      }
    ).payload.routes;
    expect(routes.map(({ zip_from, zip_up, destination, value }) => [zip_from, zip_up, destination, value])).toEqual([
      ['69000000', '69299999', 'AM', 5],
      ['69400000', '69899999', 'AM', 5],
    ]);
  });

  it('fills the CEP range of a city found without accents, and of the whole country', async () => {
    stubApi(referenceData);
    renderRoute('/settings/freight-rules/new');
    // The destination picker waits for the states and 'Brasil inteiro' ranges.
    await waitFor(() => expect(within(route(1)).getByLabelText('Cidade')).toBeEnabled());
    await user.click(within(route(1)).getByLabelText('Cidade'));
    await fill(within(route(1)).getByRole('combobox', { name: /^Cidade/ }), 'sao jose');
    await user.click(await screen.findByText('São José/SC'));
    expect(within(route(1)).getByLabelText('CEP inicial')).toHaveValue('88.100-001');
    expect(within(route(1)).getByLabelText('CEP final')).toHaveValue('88.122-999');
    await user.click(within(route(1)).getByLabelText('Brasil inteiro'));
    expect(within(route(1)).getByLabelText('CEP inicial')).toHaveValue('01.000-000');
    expect(within(route(1)).getByLabelText('CEP final')).toHaveValue('99.999-999');
  });

  it('shows the spec messages and sends nothing when required fields are missing', async () => {
    const calls = stubApi(referenceData);
    renderRoute('/settings/freight-rules/new');
    await user.click(await screen.findByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('Digite um nome para essa regra')).toBeInTheDocument();
    expect(screen.getByText('Coloque uma data de início de vigência dessa regra')).toBeInTheDocument();
    expect(screen.getAllByText('Digite um CEP válido.')).toHaveLength(2);
    await user.click(within(route(1)).getByLabelText('Estado'));
    expect(within(route(1)).getByText('Selecione o estado.')).toBeInTheDocument();
    await choose(/^Estado/, 'São Paulo (SP)', route(1));
    expect(within(route(1)).queryByText('Selecione o estado.')).toBeNull();
    expect(screen.getByLabelText(/^Nome da regra/)).toHaveAttribute('maxlength', '50');
    expect(calls.filter((c) => c.path === '/api/command')).toEqual([]);
  });

  it('keeps the SKU list and the volume count mutually exclusive, and asks for what each needs', async () => {
    stubApi(referenceData);
    renderRoute('/settings/freight-rules/new');
    const skus = await within(await screen.findByLabelText('Destino 1')).findByRole('checkbox', {
      name: 'Aplicar somente para uma lista de SKUs',
    });
    const volumes = within(route(1)).getByRole('checkbox', { name: 'Aplicar somente até uma quantidade de volumes' });
    await user.click(skus);
    expect(screen.getByText(SKU_HINT)).toBeInTheDocument();
    await user.click(volumes);
    expect(skus).not.toBeChecked();
    expect(volumes).toBeChecked();
    expect(screen.queryByText(SKU_HINT)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('Informe a quantidade de volumes.')).toBeInTheDocument();
    await user.click(skus);
    expect(volumes).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('Informe ao menos um SKU.')).toBeInTheDocument();
  });

  it('edits a rule keeping its routes, and shows the server error as the spec says', async () => {
    const calls = stubApi({
      ...referenceData,
      [`GET /api/freight-rules/${RULE.id}`]: () => RULE,
      'POST /api/command': () => ({ id: RULE.id }),
    });
    const router = renderRoute(`/settings/freight-rules/edit/${RULE.id}`);
    const name = await screen.findByLabelText(/^Nome da regra/);
    expect(name).toHaveValue(RULE.name);
    expect(within(route(1)).getByLabelText('Estado')).toBeChecked();
    expect(within(route(1)).getByText('Frete grátis')).toBeInTheDocument();
    await user.clear(name);
    await fill(name, 'Frete grátis SP');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/freight-rules'));
    expect(commandBody(calls)).toEqual({
      action: 'EditFreightRule',
      payload: {
        id: RULE.id,
        name: 'Frete grátis SP',
        channel_id: null,
        distribution_center_id: null,
        carrier_id: CARRIER.id,
        start_at: '2026-01-01',
        end_at: null,
        enabled: true,
        routes: [ROUTE_PAYLOAD],
      },
    } satisfies Command);
    expect(await screen.findByText('Regra de frete atualizada com sucesso')).toBeInTheDocument();
  });

  it('saves a rule that overlaps others and shows the warning the API answers', async () => {
    const warning = 'Esta regra se sobrepõe a: Desconto SP, Frete grátis Sul';
    stubApi({
      ...referenceData,
      [`GET /api/freight-rules/${RULE.id}`]: () => RULE,
      'POST /api/command': () => ({ id: RULE.id, warning }),
    });
    const router = renderRoute(`/settings/freight-rules/edit/${RULE.id}`);
    await screen.findByLabelText(/^Nome da regra/);
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/freight-rules'));
    expect(await screen.findByText(warning)).toBeInTheDocument();
  });

  it("shows 'Ocorreu um erro: {message}' when the server refuses", async () => {
    stubApi({ ...referenceData, [`GET /api/freight-rules/${RULE.id}`]: () => RULE });
    const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const request = input as Request;
      if (new URL(request.url).pathname === '/api/command')
        return Response.json({ message: 'Transportadora não encontrada.' }, { status: 400 });
      return answer(input, init);
    });
    renderRoute(`/settings/freight-rules/edit/${RULE.id}`);
    await user.click(await screen.findByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Ocorreu um erro: Transportadora não encontrada.')).toBeInTheDocument();
  });
});
