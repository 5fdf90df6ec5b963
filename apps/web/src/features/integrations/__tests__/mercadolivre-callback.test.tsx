import { screen, waitFor } from '@testing-library/react';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const MERCADO_LIVRE = {
  id: 30,
  name: 'Mercado Livre',
  type: 1,
  icon: '',
  layout: 'mercadolivre',
  listings: [],
  is_disabled: false,
  situations: [{ id: 'delivered', name: 'Entregue' }],
};
const INTEGRATION = {
  id: 'c1000000-0000-4000-8000-000000000030',
  channel_id: 30,
  channel: MERCADO_LIVRE,
  store_id: '468424240',
  property: {
    integration_name: 'Mercado Livre',
    enabled: true,
    situation_map: {},
    situation_enabled: false,
    store_host: null,
    webhook: 'http://x/api/webhooks/mercadolivre',
  },
  created_at: '2026-11-20T12:00:00.000Z',
};
const WARNING = /O Mercado Livre não permite a modificação de preço do frete/;

describe('Mercado Livre callback', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('connects with the code and state once, warns about prices and says it worked', async () => {
    let listed: (typeof INTEGRATION)[] = [];
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/company-channels': () => ({ data: listed, total: listed.length }),
      'POST /api/command': () => {
        listed = [INTEGRATION]; // the list refetched after the connect holds it: the page must not jump to it
        return { id: INTEGRATION.id, message: 'Integração adicionada com sucesso.' };
      },
    });
    renderRoute('/connect/mercadolivre?code=TG-abc&state=s1');
    // three requests in a row (me, the list, the command): a loaded machine needs more than the default second
    expect(await screen.findByText('Integração realizada com sucesso!')).toBeInTheDocument();
    expect(screen.getByText(WARNING)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/command').map((c) => c.body)).toEqual([
        { action: 'NewCompanyChannel', payload: { channel: { id: 30 }, data: { code: 'TG-abc', state: 's1' } } },
      ]),
    );
  });

  it('sends a company already connected to its detail page, without spending the code', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/company-channels': () => ({ data: [INTEGRATION], total: 1 }),
      'GET /api/company-channels/c1000000-0000-4000-8000-000000000030': () => INTEGRATION,
      'GET /api/company-channels/c1000000-0000-4000-8000-000000000030/deliveries': () => ({ data: [], total: 0 }),
    });
    renderRoute('/settings/integrations/mercadolivre?code=TG-abc&state=s1');
    expect(await screen.findByText('Nenhuma notificação recebida ainda.')).toBeInTheDocument();
    expect(screen.getByText(WARNING)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/command')).toBe(false);
  });

  it('without a code is the connect page, with the price warning', async () => {
    stubApi({ 'GET /api/me': () => ME_ADMIN, 'GET /api/company-channels': () => ({ data: [], total: 0 }) });
    renderRoute('/settings/integrations/mercadolivre');
    expect(await screen.findByRole('button', { name: 'CONECTAR MERCADO LIVRE' })).toBeInTheDocument();
    expect(screen.getByText(WARNING)).toBeInTheDocument();
  });
});
