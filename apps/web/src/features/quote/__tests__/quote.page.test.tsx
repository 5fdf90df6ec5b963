import { NO_ACTIVE_FREIGHT_TABLE } from '@despacho/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const CENTERS = {
  data: [{ id: 'd1', reference: 'CD1', name: 'CD Paulista', address: { zip: '04538132' } }],
  total: 1,
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
  estimated_cost: 0,
  delivery_days: 2,
  free_shipping: true,
  log: {
    details: [
      {
        fee: 'weight',
        previous_price: 0,
        actual_price: 33.15,
        value: 33.15,
        percentage: null,
        icms_percentage: null,
        gris_percentage: null,
        adv_percentage: null,
      },
      {
        fee: 'freight_rule_increase_value',
        previous_price: 40.53,
        actual_price: 45.53,
        value: 5,
        percentage: null,
        icms_percentage: null,
        gris_percentage: null,
        adv_percentage: null,
        rule_name: 'Seguro extra',
      },
      {
        fee: 'freight_rule_fixed_value',
        previous_price: 45.53,
        actual_price: 0,
        value: -45.53,
        percentage: null,
        icms_percentage: null,
        gris_percentage: null,
        adv_percentage: null,
        rule_name: 'Frete grátis SP',
      },
    ],
    deadlines: {
      pickup_deadline: 0,
      expedition_time: 1,
      sku_deadline: 0,
      carrier_deadline: 1,
      freight_rules_deadline: 0,
      total: 2,
    },
  },
};

const fillParcel = async () => {
  await userEvent.type(screen.getByLabelText('Largura (cm) da linha 1'), '20');
  await userEvent.type(screen.getByLabelText('Altura (cm) da linha 1'), '30');
  await userEvent.type(screen.getByLabelText('Comprimento (cm) da linha 1'), '40');
  await userEvent.type(screen.getByLabelText('Peso (kg) da linha 1'), '5');
  await userEvent.clear(screen.getByLabelText('Quantidade da linha 1'));
  await userEvent.type(screen.getByLabelText('Quantidade da linha 1'), '3');
  await userEvent.type(screen.getByLabelText('Valor total da linha 1'), '300');
};

const chooseCenter = async () => {
  await userEvent.click(await screen.findByRole('combobox', { name: /^CD de origem/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'CD1 - CD Paulista', hidden: true }));
};

describe('quote simulator', () => {
  beforeEach(() => {
    session.save('tok', 'Loja Demo');
    localStorage.removeItem('last quote');
  });

  it('asks for the origin CD before quoting', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/distribution-centers': () => CENTERS,
      'GET /api/carriers': () => ({ data: [], total: 0 }),
    });
    renderRoute('/quote');
    await userEvent.click(await screen.findByRole('button', { name: 'COTAR' }));
    expect(await screen.findByText('Selecione o CD de Origem')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/quotations')).toEqual([]);
  });

  it('sends metres and the line total as cargo value, shows the result with its log and keeps the last quote', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/distribution-centers': () => CENTERS,
      'GET /api/carriers': () => ({ data: [], total: 0 }),
      'POST /api/quotations': () => ({ data: [QUOTE], message: 'Cotação retornada com sucesso' }),
    });
    renderRoute('/quote');
    await chooseCenter();
    await userEvent.type(screen.getByLabelText(/^CEP de destino/), '01310100');
    await fillParcel();
    await userEvent.click(screen.getByRole('button', { name: 'COTAR' }));

    expect(await screen.findByText('Frete grátis')).toBeInTheDocument();
    expect(screen.getByText('Cotação retornada com sucesso')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/quotations')?.body).toEqual({
      from: '04538132',
      to: '01310100',
      debug: true,
      parcels: [{ width: 0.2, height: 0.3, length: 0.4, weight: 5, quantity: 3, cargo_value: 300 }],
    });
    // One line per rule that changed the price, under the quote, without opening the log.
    const ruleLines = screen.getByLabelText('Regras de frete aplicadas');
    expect(
      within(ruleLines)
        .getAllByText(/— Regra de frete/)
        .map((line) => line.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'Seguro extra — Regra de frete: acréscimo em valor: R$ 5,00',
      'Frete grátis SP — Regra de frete: valor fixo: -R$ 45,53',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Ver log' }));
    expect(screen.getByText('Regra de frete: valor fixo')).toBeInTheDocument();
    expect(screen.getByText('Frete peso')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('last quote')!).quotes[0].id).toBe('t1');
  });

  it('sends the same quote to each other carrier, one request each, and a failing one hides nothing', async () => {
    const carrier = (id: string, canonical_name: string, active = true) => ({
      id,
      name: canonical_name,
      canonical_name,
      active,
    });
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/distribution-centers': () => CENTERS,
      'GET /api/carriers': () => ({
        data: [
          carrier('c1', 'jadlog'),
          carrier('c2', 'braspress'),
          carrier('c3', 'quebrada'),
          carrier('c4', 'parada', false),
        ],
        total: 4,
      }),
      'POST /api/quotations': async (request) => {
        const { carrier_service } = (await request.json()) as { carrier_service?: string };
        if (carrier_service === 'quebrada') throw new Error('rede fora');
        if (carrier_service === 'braspress')
          return {
            data: [{ ...QUOTE, id: 't2', carrier: { id: 'c2', name: 'Braspress', canonical_name: 'braspress' } }],
            message: 'Cotação retornada com sucesso',
          };
        return { data: [QUOTE], message: 'Cotação retornada com sucesso' };
      },
    });
    renderRoute('/quote');
    await chooseCenter();
    await userEvent.type(screen.getByLabelText(/^CEP de destino/), '01310100');
    await fillParcel();
    await userEvent.click(screen.getByRole('button', { name: 'COTAR' }));

    expect(await screen.findByText('Outras cotações')).toBeInTheDocument();
    expect(screen.getByText('Cotação')).toBeInTheDocument();
    expect(screen.getByText('Jadlog')).toBeInTheDocument();
    expect(screen.getByText('Braspress')).toBeInTheDocument();
    const services = calls
      .filter((c) => c.path === '/api/quotations')
      .map((c) => (c.body as { carrier_service?: string }).carrier_service ?? null);
    // The main quote, then one per other active carrier not in its answer.
    expect(services[0]).toBeNull();
    expect(services.slice(1).sort()).toEqual(['braspress', 'quebrada']);
  });

  it('shows the promised deadline with the table one and the learned one beside it, and the reason', async () => {
    const promised = {
      ...QUOTE,
      delivery_days: 6,
      table_deadline: 3,
      delivery_days_min: 6,
      learned: { days: 5, confidence: 90, samples: 1340, level: 'cep3' },
      reason: 'Prazo ampliado: só 60% das entregas desta rota chegaram no prazo (mínimo 85%).',
    };
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/distribution-centers': () => CENTERS,
      'GET /api/carriers': () => ({ data: [], total: 0 }),
      'POST /api/quotations': () => ({ data: [promised], message: 'Cotação retornada com sucesso' }),
    });
    renderRoute('/quote');
    await chooseCenter();
    await userEvent.type(screen.getByLabelText(/^CEP de destino/), '20040002');
    await fillParcel();
    await userEvent.click(screen.getByRole('button', { name: 'COTAR' }));
    expect(await screen.findByText('6 dias úteis')).toBeInTheDocument();
    expect(screen.getByText('Tabela: 3 dias úteis')).toBeInTheDocument();
    expect(screen.getByText(/^Aprendido: 5 dias úteis/)).toHaveTextContent(
      'Aprendido: 5 dias úteis (p90, 1.340 entregas, CEP de 3 dígitos)',
    );
    expect(screen.getByText(promised.reason)).toBeInTheDocument();
  });

  it("shows 'Nenhuma cotação retornada' with the server's message", async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/distribution-centers': () => CENTERS,
      'GET /api/carriers': () => ({ data: [], total: 0 }),
      'POST /api/quotations': () => ({ data: [], message: 'Nenhuma cotação encontrada para esse destino' }),
    });
    renderRoute('/quote');
    await chooseCenter();
    await userEvent.type(screen.getByLabelText(/^CEP de destino/), '69010000');
    await fillParcel();
    await userEvent.click(screen.getByRole('button', { name: 'COTAR' }));
    expect(await screen.findByText('Nenhuma cotação retornada')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma cotação encontrada para esse destino')).toBeInTheDocument();
  });
});

describe('quote simulator without an active freight table', () => {
  beforeEach(() => session.save('tok', 'Loja Nova'));

  it('says so and points to the freight table request', async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/distribution-centers': () => CENTERS,
      'GET /api/carriers': () => ({ data: [], total: 0 }),
      'POST /api/quotations': () => ({ data: [], message: NO_ACTIVE_FREIGHT_TABLE }),
    });
    const router = renderRoute('/quote');
    await chooseCenter();
    await userEvent.type(screen.getByLabelText(/^CEP de destino/), '01310100');
    await fillParcel();
    await userEvent.click(screen.getByRole('button', { name: 'COTAR' }));
    expect(await screen.findByText('Sem tabela de frete ativa')).toBeInTheDocument();
    expect(screen.getByText(NO_ACTIVE_FREIGHT_TABLE)).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma cotação encontrada para esse destino')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Solicitar tabela de frete' }));
    expect(router.state.location.pathname).toBe('/settings/freight-tables');
  });
});

describe('quote simulator SKU look-up', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('fills the line from the product in cm and adds a line per extra volume', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/distribution-centers': () => CENTERS,
      'GET /api/carriers': () => ({ data: [], total: 0 }),
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
    renderRoute('/quote');
    await userEvent.type(await screen.findByLabelText('SKU da linha 1'), 'CADEIRA-GAMER');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('Largura (cm) da linha 1')).toHaveValue('70'));
    expect(screen.getByLabelText('Peso (kg) da linha 1')).toHaveValue('18,5');
    expect(screen.getByLabelText('Valor total da linha 1')).toHaveValue('R$ 899,90');
    expect(screen.getByLabelText('SKU da linha 2')).toHaveValue('CADEIRA-GAMER');
    expect(screen.getByLabelText('Altura (cm) da linha 2')).toHaveValue('20');
    const lookup = calls.find((c) => c.path === '/api/products');
    expect(lookup).toBeDefined();
  });
});

describe('quotation history', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('shows the empty text', async () => {
    stubApi({ 'GET /api/me': () => ME_ADMIN, 'GET /api/quotation-logs': () => ({ data: [], total: 0 }) });
    renderRoute('/quote/logs');
    expect(await screen.findByText('Nenhuma cotação realizada ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'MOSTRAR MAIS' })).toBeNull();
  });

  it('opens with page 1 of 20, then MOSTRAR MAIS asks for 10 at a time (public-account.md §7)', async () => {
    const log = (id: number) => ({
      id: String(id),
      channel: null,
      channel_id: null,
      created_at: '2026-11-22T12:00:00.000Z',
      parameters: {
        origin: 'CD1',
        zip_from: '01310100',
        zip_to: '20040002',
        parcels: [{ reference: `SKU-${id}`, width: 0.1, height: 0.1, length: 0.1, weight: 1 }],
      },
      response: [{ carrier: 'Jadlog', estimated_cost: 20, cargo_value: 0, cubed_weight: 0.3, delivery_days: 2 }],
    });
    const TOTAL = 35;
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/quotation-logs': (request) => {
        const query = new URL(request.url).searchParams;
        const [page, limit] = [Number(query.get('page')), Number(query.get('limit'))];
        const first = (page - 1) * limit + 1;
        const ids = Array.from({ length: limit }, (_, i) => first + i).filter((id) => id <= TOTAL);
        return { data: ids.map(log), total: TOTAL };
      },
    });
    renderRoute('/quote/logs');
    expect(await screen.findByText('SKU-20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'MOSTRAR MAIS' }));
    expect(await screen.findByText('SKU-30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'MOSTRAR MAIS' }));
    expect(await screen.findByText('SKU-35')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'MOSTRAR MAIS' })).toBeNull());
    expect(screen.getAllByText(/^SKU-\d+$/)).toHaveLength(TOTAL);
    const asked = calls
      .filter((c) => c.path === '/api/quotation-logs')
      .map((c) => Object.fromEntries(new URL(c.url).searchParams));
    expect(asked).toEqual([
      { limit: '20', page: '1' },
      { limit: '10', page: '3' },
      { limit: '10', page: '4' },
    ]);
  });
});
