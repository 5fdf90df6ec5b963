import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const CORREIOS = {
  id: 101,
  name: 'Correios',
  type: 2,
  icon: '/carriers/correios.svg',
  layout: 'correios',
  listings: [],
  is_disabled: false,
  situations: [],
  credential_fields: [
    { name: 'usuario', label: 'Usuário', secret: false, required: true },
    { name: 'codigo_acesso', label: 'Código de acesso à API', secret: true, required: true, hint: 'Gerado no CWS.' },
    { name: 'cartao_postagem', label: 'Cartão de postagem', secret: false, required: true },
  ],
};
const JADLOG = { ...CORREIOS, id: 102, name: 'Jadlog', layout: 'jadlog', credential_fields: [] };
const EDI = { ...CORREIOS, id: 104, name: 'EDI PROCEDA (OCOREN)', layout: 'edi-proceda', credential_fields: [] };
const NUVEMSHOP = {
  ...CORREIOS,
  id: 29,
  name: 'NuvemShop',
  type: 1,
  layout: 'nuvemshop',
  credential_fields: undefined,
};
const CARRIERS = {
  data: [
    { id: 'a0000000-0000-4000-8000-000000000001', name: 'Correios PAC' },
    { id: 'a0000000-0000-4000-8000-000000000002', name: 'Correios SEDEX' },
  ],
  total: 2,
};
const INTEGRATION = {
  id: 'c2000000-0000-4000-8000-000000000001',
  channel_id: 101,
  channel: CORREIOS,
  store_id: 'loja/0067599079',
  property: {
    integration_name: 'Correios da loja',
    enabled: true,
    situation_map: {},
    situation_enabled: false,
    filter_map: {},
    store_host: null,
    webhook: '',
    url_de_frete: '',
  },
  token: { token: '' },
  created_at: '2026-11-20T12:00:00.000Z',
  carrier_integration: {
    carrier_ids: [CARRIERS.data[0].id],
    credentials_set: ['usuario', 'codigo_acesso', 'cartao_postagem'],
    last_success_at: '2026-11-28T13:00:00.000Z',
    last_error: 'Correios fora do ar (HTTP 503).',
    last_error_at: '2026-11-28T13:30:00.000Z',
  },
};

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const refusal = (message: string) => Response.json({ message }, { status: 400 });
const typeOf = (request: Request) => new URL(request.url).searchParams.get('type');

/** Picks a carrier from the multi-select's own list. */
const pickCarrier = async (name: string) => {
  const select = (await screen.findAllByLabelText(/^Transportadoras\W*$/)).find(
    (element) => element instanceof HTMLInputElement && element.type !== 'hidden',
  )!;
  await user.click(select);
  await user.click(await screen.findByRole('option', { name, hidden: true }));
};

describe('carrier integrations settings', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('shows both catalogues and the section buttons on /settings/integrations', async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/channels': (request) => ({ data: typeOf(request) === '2' ? [CORREIOS, JADLOG] : [NUVEMSHOP] }),
      'GET /api/company-channels': () => ({ data: [INTEGRATION], total: 1 }),
    });
    renderRoute('/settings/integrations');
    expect(await screen.findByRole('button', { name: 'Adicionar NuvemShop' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Adicionar Correios' })).toHaveAttribute(
      'href',
      '/settings/integrations/carriers/101/new',
    );
    for (const [label, to] of [
      ['ERPs e marketplaces', '/settings/integrations/systems'],
      ['Transportadoras', '/settings/integrations/carriers'],
      ['Integrações ativas', '/settings/integrations/active'],
    ])
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', to);
    // The active list shows a carrier integration's last poll and its last failure.
    const row = (await screen.findByText('Correios da loja')).closest('tr')!;
    expect(within(row).getByText(/^Última consulta: /)).toBeInTheDocument();
    expect(within(row).getByText('Falha na última consulta: Correios fora do ar (HTTP 503).')).toBeInTheDocument();
  });

  it('lists only the carrier catalogue on /settings/integrations/carriers', async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/channels': () => ({ data: [CORREIOS, JADLOG, EDI] }),
    });
    renderRoute('/settings/integrations/carriers');
    expect(await screen.findByRole('link', { name: 'Adicionar Jadlog' })).toHaveAttribute(
      'href',
      '/settings/integrations/carriers/102/new',
    );
    // EDI's events come in OCOREN files: its card says so instead of the polled carriers' text.
    const ediCard = screen.getByText('EDI PROCEDA (OCOREN)').closest('.mantine-Card-root') as HTMLElement;
    expect(within(ediCard).getByText(/envia arquivos OCOREN/)).toBeInTheDocument();
    expect(screen.getAllByText('Os eventos de rastreio da transportadora chegam aos pedidos sozinhos.')).toHaveLength(
      2,
    );
    expect(screen.queryByText('ERPs e marketplaces')).toBeNull();
    expect(screen.queryByText('Integrações ativas')).toBeNull();
  });

  it('says when the carrier catalogue cannot be read', async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/channels': () => Response.json({ message: 'Serviço indisponível.' }, { status: 503 }),
    });
    renderRoute('/settings/integrations/carriers');
    expect(await screen.findByText(/Serviço indisponível\./)).toBeInTheDocument();
  });

  it("connects Correios: secrets as passwords, 'Testar conexão' with the carrier's answer, then saves", async () => {
    const tests = [refusal('Correios: usuário ou código de acesso inválido.'), { message: 'Conectado aos Correios.' }];
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/channels': () => ({ data: [CORREIOS, JADLOG] }),
      'GET /api/carriers': () => CARRIERS,
      'POST /api/carrier-integrations/test': () => tests.shift(),
      'POST /api/command': () => ({ id: INTEGRATION.id, message: 'Integração adicionada com sucesso.' }),
      'GET /api/company-channels/c2000000-0000-4000-8000-000000000001': () => INTEGRATION,
    });
    const router = renderRoute('/settings/integrations/carriers/101/new');
    const secret = await screen.findByLabelText(/^Código de acesso à API/);
    expect(secret).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Usuário/)).not.toHaveAttribute('type', 'password');
    const testButton = screen.getByRole('button', { name: 'Testar conexão' });
    expect(testButton).toBeDisabled();

    await user.type(screen.getByLabelText(/^Usuário/), 'loja');
    await user.type(secret, 'segredo');
    await user.type(screen.getByLabelText(/^Cartão de postagem/), '0067599079');
    await user.click(testButton);
    expect(await screen.findByText('Correios: usuário ou código de acesso inválido.')).toBeInTheDocument();
    await user.click(testButton);
    expect(await screen.findByText('Conectado aos Correios.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/carrier-integrations/test')?.body).toEqual({
      channel_id: 101,
      credentials: { usuario: 'loja', codigo_acesso: 'segredo', cartao_postagem: '0067599079' },
    });

    await pickCarrier('Correios SEDEX');
    await user.click(screen.getByRole('button', { name: 'Salvar integração' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/settings/integrations/${INTEGRATION.id}/detail`));
    expect(calls.find((call) => call.path === '/api/command')?.body).toEqual({
      action: 'NewCompanyChannel',
      payload: {
        channel: { id: 101 },
        data: {
          credentials: { usuario: 'loja', codigo_acesso: 'segredo', cartao_postagem: '0067599079' },
          carrier_ids: [CARRIERS.data[1].id],
        },
      },
    });
  });

  it('sends to the carriers settings when the company has no carrier to link', async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/channels': () => ({ data: [CORREIOS] }),
      'GET /api/carriers': () => ({ data: [], total: 0 }),
    });
    renderRoute('/settings/integrations/carriers/101/new');
    expect(await screen.findByRole('link', { name: 'Cadastre uma transportadora' })).toHaveAttribute(
      'href',
      '/settings/carriers',
    );
    expect(screen.getByRole('button', { name: 'Salvar integração' })).toBeDisabled();
  });

  it('edits a saved carrier integration: blank secrets keep theirs, the user and the carriers change', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/company-channels/c2000000-0000-4000-8000-000000000001': () => INTEGRATION,
      'GET /api/carriers': () => CARRIERS,
      'POST /api/carrier-integrations/test': () => ({ message: 'Conectado aos Correios.' }),
      'POST /api/command': () => ({ id: INTEGRATION.id, message: 'Integração alterada com sucesso' }),
    });
    renderRoute(`/settings/integrations/${INTEGRATION.id}/detail`);
    expect(await screen.findByText('Falha na última consulta: Correios fora do ar (HTTP 503).')).toBeInTheDocument();
    expect(
      await within(screen.getByLabelText('Transportadoras vinculadas')).findByText('Correios PAC'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Código de acesso à API/)).toHaveAttribute(
      'placeholder',
      'Preenchido: deixe em branco para manter',
    );

    await user.click(screen.getByRole('button', { name: 'Testar conexão' }));
    expect(await screen.findByText('Conectado aos Correios.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/carrier-integrations/test')?.body).toEqual({
      id: INTEGRATION.id,
      credentials: {},
    });
    // A credential typed after the test makes its answer stale.
    await user.type(screen.getByLabelText(/^Usuário/), 'outra-loja');
    expect(screen.queryByText('Conectado aos Correios.')).toBeNull();

    await pickCarrier('Correios SEDEX');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Integração alterada com sucesso')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/command')?.body).toEqual({
      action: 'UpdateCarrierIntegration',
      payload: {
        id: INTEGRATION.id,
        carrier_ids: CARRIERS.data.map((carrier) => carrier.id),
        credentials: { usuario: 'outra-loja' },
      },
    });
  });
});
