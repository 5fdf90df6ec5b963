import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function orderDetail(over: Record<string, unknown> = {}) {
  return {
    id: ID,
    reference: 'PED-77',
    invoice_number: '4512',
    invoice_key: null,
    is_drop_shipping: false,
    carrier_name: 'Jadlog',
    carrier: { id: 'c1', name: 'Jadlog', federal_tax_id: '04884082000135', phone: '1133333333' },
    status: { id: 2, description: 'Aguardando aceite' },
    status_transition: [
      { title: 'Coletado', status: 6, in_progress: true, completed: false },
      { title: 'Em Trânsito', status: 3, in_progress: false, completed: false },
      { title: 'Saiu para entrega', status: 4, in_progress: false, completed: false },
      { title: 'Entregue', status: 5, in_progress: false, completed: false },
    ],
    shipments: [
      { id: 's1', reference: 'SKU-1', volume: 1, quantity: 2, width: 0.3, height: 0.2, length: 0.45, weight: 2.5, cargo_value: 199.8, from_cd_reference: 'CD1', distribution_center_id: 'd1' },
      { id: 's2', reference: 'SKU-2', volume: 2, quantity: 1, width: 0.1, height: 0.1, length: 0.1, weight: 0.3, cargo_value: 20, from_cd_reference: 'CD2', distribution_center_id: 'd2' },
    ],
    total_origins: 2,
    to_address: {
      residential: true, name: 'Maria da Silva', federal_tax_id: '52998224725', phone: '11987654321', email: 'maria@exemplo.com.br',
      zip: '22021001', street1: 'Avenida Atlântica', number: '1702', street2: null, neighborhood: 'Copacabana', city: 'Rio de Janeiro', state: 'RJ', country: 'BRA',
    },
    from_address: { city: 'São Paulo' },
    distribution_center: { id: 'd1', reference: 'CD1' },
    property: { channel: 'Tray', channel_id: 1, marketplace: null, marketplace_order_number: null },
    order_alert_type: 2,
    pickup_id: null,
    deadline: '2026-11-30',
    delivered_at: null,
    cargo_value: 219.8,
    estimated_cost: 35.5,
    created_at: '2026-11-20T13:00:00.000Z',
    updated_at: '2026-11-21T13:00:00.000Z',
    tracker: {
      tracking_code: 'DS0ABCDEF123456',
      details: [{ status: 2, code: '123', description: 'Extravio', message: 'Mercadoria não localizada', occurred_at: '2026-11-21T12:30:00.000Z', source: 'manual' }],
      delivery_receipt_url: null,
    },
    issues: [{ id: 'i1', message: 'Verificando com a transportadora', user: { id: 'u1', name: 'Suporte Despacho' }, staff: true, created_at: '2026-11-21T14:00:00.000Z' }],
    attachments: [],
    invoice_path: null,
    actions: ['markInTransit', 'markDelivered', 'markInReturn', 'cancel'],
    ...over,
  };
}

const VALIDATE = `GET /api/invoices/${ID}/validate`;
const noInvoiceProblems = { [VALIDATE]: () => ({ errors: [] }) };

describe('order detail', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('shows every section: recipient, address, carrier, volumes, the alert, occurrences, tracking link and staff messages', async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail(),
      [VALIDATE]: () => ({ errors: ['O CPF/CNPJ do destinatário na nota difere do pedido.'] }),
    });
    renderRoute(`/orders/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Pedido PED-77' })).toBeInTheDocument();
    expect(await screen.findByText('Nota fiscal invalida: Necessario carta de correcao')).toBeInTheDocument();
    expect(screen.getByText('O CPF/CNPJ do destinatário na nota difere do pedido.')).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('Avenida Atlântica, 1702')).toBeInTheDocument();
    expect(screen.getByText('04.884.082/0001-35')).toBeInTheDocument();
    expect(screen.getByText('Extravio: Mercadoria não localizada')).toBeInTheDocument();
    expect(screen.getByText('30 × 20 × 45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DS0ABCDEF123456' })).toHaveAttribute('href', '/tracking/DS0ABCDEF123456');
    expect(screen.getByText('Equipe Despacho')).toBeInTheDocument();
    expect(screen.getByText('Nenhum anexo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/orders/${ID}/edit`);
    expect(screen.getByRole('link', { name: 'Solicitar coleta' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar nota' })).not.toBeInTheDocument();
  });

  it('shows one tab per distribution center for a drop-shipping order', async () => {
    stubApi({ 'GET /api/me': () => ME_ADMIN, [`GET /api/orders/${ID}`]: () => orderDetail({ is_drop_shipping: true }), ...noInvoiceProblems });
    renderRoute(`/orders/${ID}`);
    expect(await screen.findByRole('tab', { name: 'CD1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'CD2' }));
    expect(screen.getByText('SKU-2')).toBeVisible();
  });

  it('asks before marking delivered, sends Deliver and reloads the order', async () => {
    let status = { id: 2, description: 'Aguardando aceite' };
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail({ status }),
      ...noInvoiceProblems,
      'POST /api/command': () => {
        status = { id: 5, description: 'Entregue' };
        return { id: ID, message: 'Pedido entregue com sucesso!' };
      },
    });
    renderRoute(`/orders/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Ações' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Marcar como entregue' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Marcar este pedido como entregue?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Pedido entregue com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({ action: 'Deliver', payload: { id: ID, manually: true } });
    expect(await screen.findByText('Entregue', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });

  it("keeps the carrier change's confirm disabled with 'Selecione uma cotacao' until a quote is picked", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail(),
      ...noInvoiceProblems,
      [`GET /api/orders/${ID}/quotes`]: () => ({
        data: [{ id: 't1', carrier: { id: 'c9', name: 'Loggi', canonical_name: 'loggi' }, estimated_cost: 28.4, delivery_days: 3 }],
        message: 'Cotação retornada com sucesso',
      }),
      'POST /api/command': () => ({ id: ID, message: 'Transportadora alterada com sucesso' }),
    });
    renderRoute(`/orders/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Trocar transportadora' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Selecione uma cotacao')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText('Loggi · R$ 28,40 · 3 dias úteis'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({ action: 'ChangeOrderCarrier', payload: { id: ID, carrier_id: 'c9', estimated_cost: 28.4 } }),
    );
  });

  it("shows the server's message when the order does not exist", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      return path === '/api/me' ? Response.json(ME_ADMIN) : Response.json({ message: 'Pedido não encontrado.' }, { status: 404 });
    });
    renderRoute(`/orders/${ID}`);
    expect(await screen.findByText('Ocorreu um erro: Pedido não encontrado.')).toBeInTheDocument();
  });
});
