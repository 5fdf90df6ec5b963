import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import type { Command } from '../../../shared/command';

const CENTERS = {
  data: [
    { id: 'd1', reference: 'CD1', name: 'CD Paulista' },
    { id: 'd2', reference: 'CD2', name: 'CD Minas' },
  ],
  total: 2,
};
const PAULISTA = {
  zip: '01310100',
  street1: 'Avenida Paulista',
  street2: 'de 612 a 1510 - lado par',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  source: 'viacep',
};
const QUOTE = {
  id: 't1',
  carrier: { id: 'c1', name: 'Jadlog', canonical_name: 'jadlog' },
  carrier_canonical_name: 'jadlog',
  own_freight_table: true,
  region: 'CAPITAL',
  cargo_value: 300,
  cubed_weight: 7.2,
  original_estimated_cost: 45.53,
  estimated_cost: 45.53,
  delivery_days: 2,
  free_shipping: false,
  log: null,
};

const DEAR = {
  ...QUOTE,
  id: 't2',
  carrier: { id: 'c2', name: 'Correios', canonical_name: 'correios' },
  carrier_canonical_name: 'correios',
  estimated_cost: 61.2,
  delivery_days: 1,
};

const BASE = {
  'GET /api/me': () => ME_ADMIN,
  'GET /api/distribution-centers': () => CENTERS,
  'GET /api/cep/01310100': () => PAULISTA,
};

/** Picks from the select's own list: another select's dropdown may still be mounted. */
const pick = async (name: RegExp, option: string) => {
  const select = await screen.findByRole('combobox', { name });
  await userEvent.click(select);
  await waitFor(() => expect(document.getElementById(select.getAttribute('aria-controls') ?? '')).not.toBeNull());
  const list = document.getElementById(select.getAttribute('aria-controls')!)!;
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
};

const fillRecipient = async () => {
  await userEvent.type(screen.getByLabelText(/^Nome/), 'Maria Souza');
  await userEvent.type(screen.getByLabelText(/^CPF/), '52998224725');
  await userEvent.type(screen.getByLabelText(/^Telefone/), '11987654321');
  // orders-pickups.md §5: the mask '(99) 99999 9999'.
  expect(screen.getByLabelText(/^Telefone/)).toHaveValue('(11) 98765 4321');
  await userEvent.type(screen.getByLabelText(/^CEP/), '01310100');
  await waitFor(() => expect(screen.getByLabelText(/^Endereço\s\*$/)).toHaveValue('Avenida Paulista'));
  await userEvent.type(screen.getByLabelText(/^Número\s\*?$/), '1000');
};

const fillParcel = async (line: number) => {
  await userEvent.type(screen.getByLabelText(`Largura (cm) da linha ${line}`), '20');
  await userEvent.type(screen.getByLabelText(`Altura (cm) da linha ${line}`), '30');
  await userEvent.type(screen.getByLabelText(`Comprimento (cm) da linha ${line}`), '45');
  await userEvent.type(screen.getByLabelText(`Peso (kg) da linha ${line}`), '5');
  await userEvent.clear(screen.getByLabelText(`Quantidade da linha ${line}`));
  await userEvent.type(screen.getByLabelText(`Quantidade da linha ${line}`), '3');
  await userEvent.type(screen.getByLabelText(`Valor total da linha ${line}`), '300');
};

const commands = (calls: { path: string; body: unknown }[]) => calls.filter((c) => c.path === '/api/command');

describe('new order', () => {
  beforeEach(() => {
    session.save('tok', 'Loja Demo');
    localStorage.setItem('last quote', JSON.stringify({ quotes: [] }));
  });

  it('sends metres, digits only and the residential flag, then clears the last quote and goes to /orders', async () => {
    const calls = stubApi({
      ...BASE,
      'POST /api/quotations': () => ({ data: [QUOTE, DEAR], message: 'Cotação retornada com sucesso' }),
      'POST /api/command': () => ({ id: 'o1' }),
      'GET /api/orders': () => ({ data: [], total: 0, filters_not_match: { search: [] } }),
    });
    const router = renderRoute('/orders/new');
    expect(await screen.findByRole('heading', { name: 'Novo Pedido' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Número do pedido/), 'PED-2001');
    await pick(/^CD de origem/, 'CD1 - CD Paulista');
    await fillRecipient();
    await fillParcel(1);
    await userEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    // The merchant must choose a quote: nothing is sent before 'CALCULAR FRETE'.
    expect(await screen.findByText('Clique em CALCULAR FRETE e escolha uma cotação.')).toBeInTheDocument();
    expect(commands(calls)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'CALCULAR FRETE' }));
    // The cheapest comes chosen; the merchant picks the other one.
    expect(await screen.findByRole('radio', { name: 'Escolher Jadlog' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Escolher Correios' }));
    await userEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(commands(calls).map((c) => c.body)).toEqual([
      {
        action: 'NewOrder',
        payload: {
          reference: 'PED-2001',
          multi_origin: false,
          from_cd_reference: 'CD1',
          to_address: {
            residential: true,
            name: 'Maria Souza',
            federal_tax_id: '52998224725',
            phone: '11987654321',
            email: null,
            zip: '01310100',
            street1: 'Avenida Paulista',
            number: '1000',
            street2: 'de 612 a 1510 - lado par',
            neighborhood: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
            country: 'BRA',
          },
          shipments: [
            { reference: null, quantity: 3, width: 0.2, height: 0.3, length: 0.45, weight: 5, cargo_value: 300 },
          ],
          carrier_id: 'c2',
        },
      },
    ] satisfies Command[]);
    expect(await screen.findByText('Pedido cadastrado com sucesso')).toBeInTheDocument();
    expect(localStorage.getItem('last quote')).toBeNull();
    // A whole form typed, quoted and a quote chosen: more than the default time on a busy machine.
  }, 40_000);

  it('saves once one volume is complete, leaving a half-filled line out (orders-pickups.md §5)', async () => {
    const calls = stubApi({
      ...BASE,
      'POST /api/quotations': () => ({ data: [], message: 'Nenhuma cotação encontrada para esse destino' }),
      'POST /api/command': () => ({ id: 'o1' }),
      'GET /api/orders': () => ({ data: [], total: 0, filters_not_match: { search: [] } }),
    });
    renderRoute('/orders/new');
    await userEvent.type(await screen.findByLabelText(/^Número do pedido/), 'PED-2003');
    await pick(/^CD de origem/, 'CD1 - CD Paulista');
    await fillRecipient();
    await fillParcel(1);
    await userEvent.click(screen.getByRole('button', { name: '+ ADICIONAR VOLUME' }));
    await userEvent.type(screen.getByLabelText('Largura (cm) da linha 2'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'CALCULAR FRETE' }));
    expect(
      await screen.findByText('Nenhuma cotação retornada: o pedido será salvo Aguardando Cotação.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    await waitFor(() => expect(commands(calls)).toHaveLength(1));
    expect(screen.queryByText('Preencha todos os dados dos volumes.')).not.toBeInTheDocument();
    const { payload } = commands(calls)[0].body as { payload: { shipments: unknown[] } };
    expect(payload.shipments).toEqual([
      { reference: null, quantity: 3, width: 0.2, height: 0.3, length: 0.45, weight: 5, cargo_value: 300 },
    ]);
    const quoted = calls.find((c) => c.path === '/api/quotations')!.body as { parcels: unknown[] };
    expect(quoted.parcels).toHaveLength(1);
  }, 40_000);

  it('sends each volume with its own CD in multi-origin mode', async () => {
    const calls = stubApi({
      ...BASE,
      'POST /api/quotations': () => ({ data: [], message: 'Nenhuma cotação encontrada para esse destino' }),
      'POST /api/command': () => ({ id: 'o1' }),
      'GET /api/orders': () => ({ data: [], total: 0, filters_not_match: { search: [] } }),
    });
    renderRoute('/orders/new');
    await userEvent.type(await screen.findByLabelText(/^Número do pedido/), 'PED-2002');
    await userEvent.click(screen.getByLabelText(/^Multi-origem/));
    await fillRecipient();
    await fillParcel(1);
    await userEvent.click(screen.getByRole('button', { name: '+ ADICIONAR VOLUME' }));
    await fillParcel(2);
    await pick(/^Origem da linha 1/, 'CD1 - CD Paulista');
    await userEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('Selecione a origem de cada volume!')).toBeInTheDocument();
    expect(commands(calls)).toEqual([]);

    await pick(/^Origem da linha 2/, 'CD2 - CD Minas');
    await userEvent.click(screen.getByRole('button', { name: 'CALCULAR FRETE' }));
    // No carrier covers it: saved without one, the order awaits a quote.
    expect(
      await screen.findByText('Nenhuma cotação retornada: o pedido será salvo Aguardando Cotação.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    await waitFor(() => expect(commands(calls)).toHaveLength(1));
    const { payload } = commands(calls)[0].body as { payload: Record<string, any> };
    expect(payload.carrier_id).toBeUndefined();
    expect(payload.multi_origin).toBe(true);
    expect(payload.from_cd_reference).toBeUndefined();
    expect(payload.shipments.map((s: { from_cd_reference: string }) => s.from_cd_reference)).toEqual(['CD1', 'CD2']);
  }, 40_000);

  it('shows the messages of the validation table and sends nothing', async () => {
    const calls = stubApi(BASE);
    renderRoute('/orders/new');
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'maria@');
    await userEvent.type(screen.getByLabelText(/^Largura \(cm\) da linha 1/), '20');
    await userEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    for (const message of [
      'Digite o código do pedido',
      'Escolha de qual CD o pedido sai.',
      'Digite o nome ou razão social',
      'Digite o CNPJ ou CPF, apenas números.',
      'Digite um telefone.',
      'Digite um e-mail válido',
      'Digite um CEP válido.',
      'Digite o endereço.',
      'Digite o número.',
      'Digite o bairro.',
      'Digite a cidade.',
      'Selecione o estado.',
      'Preencha todos os dados dos volumes.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(commands(calls)).toEqual([]);
  });

  it('switches between CPF with Nome and CNPJ with Razão Social', async () => {
    stubApi(BASE);
    renderRoute('/orders/new');
    expect(await screen.findByLabelText(/^Nome/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^CPF/), '52998224725');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('529.982.247-25');

    await userEvent.click(screen.getByText('Comercial'));
    expect(screen.getByLabelText(/^Razão Social/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^CPF/)).toBeNull();
    expect(screen.getByLabelText(/^CNPJ/)).toHaveValue('');
    await userEvent.type(screen.getByLabelText(/^CNPJ/), '11222333000182');
    expect(screen.getByLabelText(/^CNPJ/)).toHaveValue('11.222.333/0001-82');
    await userEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('CNPJ inválido: confira os dígitos.')).toBeInTheDocument();
  });

  it("shows 'Ocorreu um erro: {message}' when the server refuses the order", async () => {
    stubApi({});
    vi.mocked(globalThis.fetch).mockImplementation(async (input) => {
      const path = new URL((input as Request).url).pathname;
      if (path === '/api/command')
        return Response.json({ message: 'Já existe um pedido com o número PED-2001.' }, { status: 409 });
      if (path === '/api/quotations') return Response.json({ data: [QUOTE], message: 'Cotação retornada com sucesso' });
      const answer = BASE[`GET ${path}` as keyof typeof BASE];
      return answer ? Response.json(answer()) : Response.json({ message: 'inesperado' }, { status: 500 });
    });
    const router = renderRoute('/orders/new');
    await userEvent.type(await screen.findByLabelText(/^Número do pedido/), 'PED-2001');
    await pick(/^CD de origem/, 'CD1 - CD Paulista');
    await fillRecipient();
    await fillParcel(1);
    await userEvent.click(screen.getByRole('button', { name: 'CALCULAR FRETE' }));
    expect(await screen.findByRole('radio', { name: 'Escolher Jadlog' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('Ocorreu um erro: Já existe um pedido com o número PED-2001.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders/new');
    expect(localStorage.getItem('last quote')).not.toBeNull();
  });
});

describe('new order freight quote', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it("asks for the origin CD before 'CALCULAR FRETE'", async () => {
    const calls = stubApi(BASE);
    renderRoute('/orders/new');
    await userEvent.click(await screen.findByRole('button', { name: 'CALCULAR FRETE' }));
    expect(await screen.findByText('Selecione o CD de Origem')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/quotations')).toEqual([]);
  });

  it('quotes the volumes from the CD to the recipient CEP and shows the results', async () => {
    const calls = stubApi({
      ...BASE,
      'POST /api/quotations': () => ({ data: [QUOTE], message: 'Cotação retornada com sucesso' }),
    });
    renderRoute('/orders/new');
    await pick(/^CD de origem/, 'CD1 - CD Paulista');
    await userEvent.type(screen.getByLabelText(/^CEP/), '01310100');
    await fillParcel(1);
    await userEvent.click(screen.getByRole('button', { name: 'CALCULAR FRETE' }));
    expect(await screen.findByText('Jadlog')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/quotations')?.body).toEqual({
      from: 'CD1',
      to: '01310100',
      debug: true,
      company_view: true,
      parcels: [{ width: 0.2, height: 0.3, length: 0.45, weight: 5, quantity: 3, cargo_value: 300 }],
    });
    expect(commands(calls)).toEqual([]);
  });

  it('locks the measures of a known SKU and shows its volumes', async () => {
    stubApi({
      ...BASE,
      'GET /api/products': () => ({
        data: [
          {
            id: 'p1',
            reference: 'CADEIRA-GAMER',
            description: 'Cadeira gamer',
            price: 899.9,
            width: 0.7,
            height: 0.35,
            length: 0.65,
            weight: 18.5,
            quantity: 1,
            property: [{ width: 0.6, height: 0.2, length: 0.6, weight: 6, quantity: 1 }],
          },
        ],
        total: 1,
      }),
    });
    renderRoute('/orders/new');
    await userEvent.type(await screen.findByLabelText('SKU da linha 1'), 'CADEIRA-GAMER');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('Largura (cm) da linha 1')).toHaveValue('70'));
    expect(screen.getByLabelText('Largura (cm) da linha 1')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Valor total da linha 1')).toHaveValue('R$ 899,90');
    expect(screen.getByText(/Cadeira gamer: 2 volumes/)).toBeInTheDocument();
    // The first line always stays: its remove button is there but off.
    expect(screen.getByLabelText('Remover a linha 1')).toBeDisabled();
  });
});
