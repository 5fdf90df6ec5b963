import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const NUVEMSHOP = {
  id: 29,
  name: 'NuvemShop',
  type: 1,
  icon: '',
  layout: 'nuvemshop',
  listings: [],
  is_disabled: false,
  situations: [{ id: 'delivered', name: 'Entregue' }],
};
const MADEIRA = {
  ...NUVEMSHOP,
  id: 3,
  name: 'MadeiraMadeira',
  layout: 'madeiramadeira',
  is_disabled: true,
  situations: [],
};
const INTEGRATION = {
  id: 'c1000000-0000-4000-8000-000000000001',
  channel_id: 29,
  channel: NUVEMSHOP,
  store_id: '4242',
  property: {
    integration_name: 'Minha Nuvem',
    enabled: true,
    situation_map: {},
    situation_enabled: false,
    store_host: null,
    webhook: 'http://x/api/webhooks/nuvemshop',
    url_de_frete: 'http://x/api/checkout/nuvemshop/c1/segredo',
  },
  token: { token: 'segredo' },
  created_at: '2026-11-20T12:00:00.000Z',
};

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('integrations settings', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('offers only the channels that can be connected, and says when none is enabled yet', async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/channels': () => ({ data: [NUVEMSHOP, MADEIRA] }),
      'GET /api/company-channels': () => ({ data: [], total: 0 }),
    });
    renderRoute('/settings/integrations');
    expect(await screen.findByText('Nenhuma integração habilitada ainda.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Adicionar NuvemShop' })).toBeInTheDocument();
    expect(screen.queryByText('MadeiraMadeira')).toBeNull();
  });

  it('renames and toggles an integration with the spec messages', async () => {
    const answers = ['Integração inativa.', 'Nome alterado com sucesso.'];
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/channels': () => ({ data: [NUVEMSHOP] }),
      'GET /api/company-channels': () => ({ data: [INTEGRATION], total: 1 }),
      'POST /api/command': () => ({ id: INTEGRATION.id, message: answers.shift() }),
    });
    renderRoute('/settings/integrations');
    const row = (await screen.findByText('Minha Nuvem')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Detalhes' })).toHaveAttribute(
      'href',
      `/settings/integrations/${INTEGRATION.id}/detail`,
    );
    expect(within(row).getByRole('link', { name: 'Remover' })).toHaveAttribute(
      'href',
      `/settings/integrations/remove/${INTEGRATION.id}`,
    );

    // Settings.md §4: the switch says the integration's state.
    expect(within(row).getByText('Integração ativada.')).toBeInTheDocument();
    await user.click(within(row).getByRole('switch', { name: 'Ativar integração Minha Nuvem' }));
    expect(await screen.findByText('Integração inativa.')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Renomear' }));
    const name = await screen.findByLabelText('Nome');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Digite um nome para a integração.')).toBeInTheDocument();
    await user.type(name, 'Loja principal');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Nome alterado com sucesso.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/command').map((c) => c.body)).toEqual([
        { action: 'ToggleIntegration', payload: { id: INTEGRATION.id, enable: false } },
        { action: 'ChangeIntegrationName', payload: { id: INTEGRATION.id, name: 'Loja principal' } },
      ]),
    );
  });
});
