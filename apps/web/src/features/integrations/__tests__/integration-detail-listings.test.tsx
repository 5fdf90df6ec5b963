import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const ID = 'c1000000-0000-4000-8000-000000000001';
const CENTER = 'd1000000-0000-4000-8000-000000000001';
const INTEGRATION = {
  id: ID,
  channel_id: 29,
  channel: {
    id: 29,
    name: 'NuvemShop',
    type: 1,
    icon: '',
    layout: 'nuvemshop',
    listings: [{ label: 'Produtos', resource: 'products' }],
    is_disabled: false,
    situations: [{ id: 'delivered', name: 'Entregue' }],
  },
  store_id: '4242',
  property: {
    integration_name: 'Minha Nuvem',
    enabled: true,
    situation_map: {},
    situation_enabled: false,
    filter_map: {},
    store_host: null,
    webhook: 'http://x/api/webhooks/nuvemshop',
    url_de_frete: 'http://x/api/checkout/nuvemshop/c1/segredo',
  },
  token: { token: 'segredo' },
  created_at: '2026-11-20T12:00:00.000Z',
};
const COLUMNS = [
  { field: 'sku', label: 'SKU', sortable: false },
  { field: 'name', label: 'Nome', sortable: true },
  { field: 'price', label: 'Preço', sortable: true },
  { field: 'in_despacho', label: 'Na Despacho', sortable: false },
];
const row = (n: number) => ({
  id: `${n}-${n}0`,
  sku: `SKU-${n}`,
  name: `Produto ${n}`,
  price: 10 + n,
  weight: 0.5,
  width: 10,
  height: 10,
  depth: 10,
  in_despacho: n === 1,
});
const FILTERS = [
  {
    id: 'payment_status',
    description: 'Importar pedidos com pagamento',
    type: 'select',
    is_multiple: true,
    options: [{ id: 'paid', name: 'Pago' }],
  },
  { id: 'min_total', description: 'Valor mínimo do pedido (R$)', type: 'integer', is_multiple: false, options: [] },
  {
    id: 'distribution_center',
    description: 'CD de origem dos pedidos',
    type: 'relation',
    is_multiple: false,
    options: [{ id: CENTER, name: 'CD1 - Centro' }],
  },
];

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('integration detail: listings, sync and filters', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('lists the channel products with sorting and paging, and syncs the whole base only after confirming', async () => {
    let task: Record<string, unknown> | null = null;
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/company-channels/${ID}`]: () => INTEGRATION,
      [`GET /api/company-channels/${ID}/situations`]: () => ({ data: INTEGRATION.channel.situations, total: 1 }),
      [`GET /api/company-channels/${ID}/filters`]: () => ({ data: FILTERS, filter_map: {} }),
      [`GET /api/company-channels/${ID}/deliveries`]: () => ({ data: [], total: 0 }),
      [`GET /api/company-channels/${ID}/products`]: () => ({
        columns: COLUMNS,
        data: [row(1), row(2)],
        total: 12,
        available_filters: [],
        type_translate: 'Produtos',
        import_ids: true,
      }),
      'GET /api/background-tasks': () => ({ data: task ? [task] : [], total: task ? 1 : 0 }),
      [`POST /api/company-channels/${ID}/products/sync`]: () => {
        task = {
          id: 't1',
          task_type: 'SyncChannelProducts',
          property: { company_channel_id: ID },
          progress: 40,
          error: null,
          created_at: '2026-11-25T12:00:00Z',
          start_at: '2026-11-25T12:00:00Z',
          end_at: null,
          user: { id: null, name: 'Ana' },
        };
        return { id: 't1', message: 'Sincronização iniciada: acompanhe o progresso nesta página.' };
      },
    });
    renderRoute(`/settings/integrations/${ID}/detail`);
    await user.click(await screen.findByRole('tab', { name: 'Produtos' }));
    expect(await screen.findByText('Produto 2')).toBeInTheDocument();
    expect(screen.getByText('SKU-1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preço' }));
    await waitFor(() => expect(calls.map((c) => decodeURIComponent(c.url)).join(' ')).toContain('sort[price]=asc'));

    await user.click(screen.getByRole('button', { name: 'SINCRONIZAR BASE INTEIRA' }));
    expect(
      await screen.findByText('Tem certeza que deseja sincronizar a base inteira? Isso pode levar alguns minutos.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/sync'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'SINCRONIZAR' }));
    expect(await screen.findByLabelText('Progresso da sincronização')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/sync'))?.body).toEqual({});

    task = {
      ...task!,
      progress: 100,
      end_at: '2026-11-25T12:01:00Z',
      property: { company_channel_id: ID, created: 2, updated: 0, unchanged: 0, skipped: 0 },
    };
    expect(await screen.findByText('Produtos sincronizados com sucesso')).toBeInTheDocument();
    expect(screen.getByText(/2 criados, 0 atualizados/)).toBeInTheDocument();
  });

  it('fetches the situation list 100 per page, every page, and says the state beside the switch', async () => {
    const TRAY = {
      ...INTEGRATION,
      channel_id: 8,
      channel: { ...INTEGRATION.channel, id: 8, name: 'Tray', layout: 'tray', listings: [], situations: [] },
      property: { ...INTEGRATION.property, enabled: false, url_de_frete: 'http://x/api/checkout/tray/c1' },
    };
    const statuses = Array.from({ length: 130 }, (_, n) => ({ id: String(n + 1), name: `STATUS ${n + 1}` }));
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/company-channels/${ID}`]: () => TRAY,
      [`GET /api/company-channels/${ID}/situations`]: (request) => {
        const query = new URL(request.url).searchParams;
        const [limit, page] = [Number(query.get('limit')), Number(query.get('page'))];
        return { data: statuses.slice((page - 1) * limit, page * limit), total: statuses.length };
      },
      [`GET /api/company-channels/${ID}/filters`]: () => ({ data: [], filter_map: {} }),
      [`GET /api/company-channels/${ID}/deliveries`]: () => ({ data: [], total: 0 }),
    });
    renderRoute(`/settings/integrations/${ID}/detail`);
    expect(await screen.findByText('Integração inativa.')).toBeInTheDocument();
    // Settings.md §3: Tray takes the freight URL and token.token apart.
    expect(screen.getByText('http://x/api/checkout/tray/c1')).toBeInTheDocument();
    expect(screen.getByText('segredo')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/situations')).map((c) => new URL(c.url).search)).toEqual([
        '?limit=100&page=1',
        '?limit=100&page=2',
      ]),
    );
    await user.click((await screen.findAllByLabelText('Entregue'))[0]);
    // The 130th status came on the second page of 100.
    expect(await screen.findAllByRole('option', { name: 'STATUS 130', hidden: true })).not.toHaveLength(0);
  });

  it('counts the products and says the rows are one per variant when there are more rows than products', async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/company-channels/${ID}`]: () => INTEGRATION,
      [`GET /api/company-channels/${ID}/situations`]: () => ({ data: INTEGRATION.channel.situations, total: 1 }),
      [`GET /api/company-channels/${ID}/filters`]: () => ({ data: [], filter_map: {} }),
      [`GET /api/company-channels/${ID}/deliveries`]: () => ({ data: [], total: 0 }),
      [`GET /api/company-channels/${ID}/products`]: () => ({
        columns: COLUMNS,
        // 3 products, one of them in two variants: 4 rows.
        data: [row(1), row(2), row(3), { ...row(3), id: '3-31', sku: 'SKU-3B' }],
        total: 3,
        available_filters: [],
        type_translate: 'Produtos',
        import_ids: true,
      }),
      'GET /api/background-tasks': () => ({ data: [], total: 0 }),
    });
    renderRoute(`/settings/integrations/${ID}/detail`);
    await user.click(await screen.findByRole('tab', { name: 'Produtos' }));
    expect(await screen.findByText('SKU-3B')).toBeInTheDocument();
    expect(screen.getByText('3 produtos · 4 linhas nesta página (uma por variação)')).toBeInTheDocument();
  });

  it('syncs the chosen rows', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/company-channels/${ID}`]: () => INTEGRATION,
      [`GET /api/company-channels/${ID}/situations`]: () => ({ data: INTEGRATION.channel.situations, total: 1 }),
      [`GET /api/company-channels/${ID}/filters`]: () => ({ data: FILTERS, filter_map: {} }),
      [`GET /api/company-channels/${ID}/products`]: () => ({
        columns: COLUMNS,
        data: [row(1), row(2)],
        total: 2,
        available_filters: [],
        type_translate: 'Produtos',
        import_ids: true,
      }),
      'GET /api/background-tasks': () => ({ data: [], total: 0 }),
      [`POST /api/company-channels/${ID}/products/sync`]: () => ({ id: 't2', message: 'Sincronização iniciada.' }),
    });
    renderRoute(`/settings/integrations/${ID}/detail`);
    await user.click(await screen.findByRole('tab', { name: 'Produtos' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar Produto 2' }));
    await user.click(screen.getByRole('button', { name: 'SINCRONIZAR SELECIONADOS (1)' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/sync'))?.body).toEqual({ ids: ['2-20'] }));
  });

  it('warns about unsaved filter changes until they are saved', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/company-channels/${ID}`]: () => INTEGRATION,
      [`GET /api/company-channels/${ID}/situations`]: () => ({ data: INTEGRATION.channel.situations, total: 1 }),
      [`GET /api/company-channels/${ID}/filters`]: () => ({ data: FILTERS, filter_map: {} }),
      [`POST /api/company-channels/${ID}/filters`]: () => ({ id: ID, message: 'Salvo com sucesso' }),
    });
    renderRoute(`/settings/integrations/${ID}/detail`);
    await user.click(await screen.findByRole('tab', { name: 'Filtros' }));
    await user.type(await screen.findByLabelText('Valor mínimo do pedido (R$)'), '100');
    expect(screen.getByText('Há alterações não salvas nos filtros.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SALVAR FILTROS' }));
    expect(await screen.findByText('Salvo com sucesso')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/filters') && c.body)?.body).toEqual({ filter_map: { min_total: 100 } });
  });
});

describe('Nuvemshop app-store landing', () => {
  beforeEach(() => session.clear());

  it('asks whether the merchant has an account: SIM goes to login with the sid, AINDA NÃO to the offer and contact', async () => {
    const calls = stubApi({
      'POST /api/pre-signup/nuvemshop/abc123': () => ({ store_token: 'sid-token' }),
      'POST /api/allow-contact/nuvemshop': () => ({
        id: 'sid-token',
        message: 'Pronto! Nossa equipe entrará em contato em breve.',
      }),
    });
    renderRoute('/connect/nuvemshop?code=abc123');
    expect(await screen.findByText('Você já tem uma conta?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SIM' })).toHaveAttribute('href', '/login?sid=sid-token');
    await user.click(screen.getByRole('button', { name: 'AINDA NÃO' }));
    expect(screen.getByText('Lojistas Nuvemshop têm 15% de desconto na mensalidade da Despacho.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nome/), 'Ana');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@loja.test');
    await user.type(screen.getByLabelText(/Telefone/), '11987654321');
    await user.click(screen.getByRole('button', { name: 'QUERO SER CONTATADO' }));
    expect(await screen.findByText('Pronto! Nossa equipe entrará em contato em breve.')).toBeInTheDocument();
    const contact = calls.find((c) => c.path === '/api/allow-contact/nuvemshop')!;
    expect(contact.url).toContain('token=sid-token');
    expect(contact.body).toEqual({ name: 'Ana', email: 'ana@loja.test', phone: '11987654321' });
    expect(calls.filter((c) => c.path.startsWith('/api/pre-signup'))).toHaveLength(1);
  });
});
