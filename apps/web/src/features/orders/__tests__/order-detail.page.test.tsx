import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import { ID, orderDetail } from './order-detail.fixture';
import type { Command } from '../../../shared/command';

const VALIDATE = `GET /api/invoices/${ID}/validate`;
const PICKUP = {
  id: '7d2f1a00-0000-4000-8000-000000000001',
  number: 1042,
  estimated_date: null,
  estimated_time_start: '10:00',
  estimated_time_end: '15:00',
  pickup_date: null,
  pickuped_at: null,
  driver: { name: 'João', phone: '11987654321' },
};
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
    // alerts[]: the type, and the occurrence's title and message.
    expect(screen.getByRole('alert', { name: 'Extravio' })).toHaveTextContent('Extravio: Mercadoria não localizada');
    expect(screen.getByText('Nível de serviço:').parentElement).toHaveTextContent('Nível de serviço: 4 de 5');
    expect(screen.getByText('Pedido no canal:').parentElement).toHaveTextContent('Pedido no canal: #5531');
    expect(screen.getByText('Este pedido não está em uma coleta.')).toBeInTheDocument();
    expect(screen.getByText('30 × 20 × 45')).toBeInTheDocument();
    // Each volume's carrier tracking number, '—' when it has none.
    expect(screen.getByRole('columnheader', { name: 'Rastreio transportadora' })).toBeInTheDocument();
    expect(screen.getByText('30 × 20 × 45').closest('tr')).toHaveTextContent('AA123456785BR');
    expect(screen.getByRole('link', { name: 'DS0ABCDEF123456' })).toHaveAttribute('href', '/tracking/DS0ABCDEF123456');
    expect(screen.getByText('Equipe Despacho')).toBeInTheDocument();
    expect(screen.getByText('Nenhum anexo.')).toBeInTheDocument();
    expect(screen.getByText('SKU-1 · Cadeira gamer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/orders/${ID}/edit`);
    expect(screen.getByRole('link', { name: 'Solicitar coleta' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar nota' })).not.toBeInTheDocument();
  });

  it("shows the volume's CT-e number, which downloads its DACTE (orders-pickups.md §3, §7)", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail(),
      'GET /api/ctes/ct1/pdf': () => ({}),
      ...noInvoiceProblems,
    });
    renderRoute(`/orders/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: '99203223' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/ctes/ct1/pdf')).toBe(true));
  });

  it("gives a volume its carrier tracking number, showing the server's refusal in the field", async () => {
    let refuse = true;
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail(),
      ...noInvoiceProblems,
      'POST /api/command': () =>
        refuse
          ? Response.json(
              { message: 'Código de rastreio dos Correios inválido: confira o dígito verificador.' },
              { status: 400 },
            )
          : { id: ID, message: 'Código de rastreio salvo com sucesso' },
    });
    renderRoute(`/orders/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar rastreio do volume 2' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Código de rastreio da transportadora');
    await userEvent.type(field, 'AA123456789BR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Código de rastreio dos Correios inválido: confira o dígito verificador.'),
    ).toBeInTheDocument();
    refuse = false;
    await userEvent.clear(field);
    await userEvent.type(field, ' JD0012 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Código de rastreio salvo com sucesso')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/command').at(-1)?.body).toEqual({
      action: 'SetTrackingNumber',
      payload: { order_id: ID, shipment_id: 's2', tracking_number: 'JD0012' },
    });
  });

  it('offers no tracking number edit on a delivered order', async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => {
        const order = orderDetail({ status: { id: 5, description: 'Entregue' } });
        return {
          ...order,
          shipments: order.shipments.map((s: object) => ({ ...s, status: { id: 5, description: 'Entregue' } })),
        };
      },
      ...noInvoiceProblems,
    });
    renderRoute(`/orders/${ID}`);
    expect(await screen.findByRole('columnheader', { name: 'Rastreio transportadora' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar rastreio/ })).toBeNull();
  });

  it('blocks messages on a tracking-only order, still showing the earlier ones', async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail({ tracking_only: true }),
      ...noInvoiceProblems,
    });
    renderRoute(`/orders/${ID}`);
    expect(
      await screen.findByText('Este pedido é somente de rastreio: não é possível enviar mensagens.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Equipe Despacho')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova mensagem')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar mensagem' })).not.toBeInTheDocument();
  });

  it('shows one tab per distribution center for a drop-shipping order', async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail({ is_drop_shipping: true }),
      ...noInvoiceProblems,
    });
    renderRoute(`/orders/${ID}`);
    expect(await screen.findByRole('tab', { name: 'CD1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'CD2' }));
    expect(screen.getByText('SKU-2')).toBeVisible();
  });

  it("asks everyone for the occurrence type: refused without one, 'Sem alerta' sent as alert_type null (orders-pickups.md §5)", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail(),
      ...noInvoiceProblems,
      'POST /api/command': () => ({ id: ID, message: 'Ocorrência registrada com sucesso' }),
    });
    renderRoute(`/orders/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar ocorrência' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Descrição/), 'Cliente ausente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('Informe o tipo da ocorrência.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/command')).toBe(false);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Tipo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sem alerta', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Ocorrência registrada com sucesso')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/command')?.body).toMatchObject({
      action: 'RegisterTracking',
      payload: { description: 'Cliente ausente', alert_type: null },
    });
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
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'Deliver',
      payload: { id: ID, manually: true },
    } satisfies Command);
    expect(await screen.findByText('Entregue', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });

  it("keeps the carrier change's confirm disabled with 'Selecione uma cotacao' until a quote is picked", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail(),
      ...noInvoiceProblems,
      [`GET /api/orders/${ID}/quotes`]: () => ({
        data: [
          {
            id: 't1',
            carrier: { id: 'c9', name: 'Loggi', canonical_name: 'loggi' },
            estimated_cost: 28.4,
            delivery_days: 3,
            alert: null,
            reason: 'Prazo ampliado: só 80% das entregas desta rota chegaram no prazo (mínimo 85%).',
          },
          {
            id: 't2',
            carrier: { id: 'c1', name: 'Jadlog', canonical_name: 'jadlog' },
            estimated_cost: 35.5,
            delivery_days: 4,
            alert: 'Transportadora atual do pedido.',
          },
        ],
        message: 'Cotação retornada com sucesso',
      }),
      'POST /api/command': () => ({ id: ID, message: 'Transportadora alterada com sucesso' }),
    });
    renderRoute(`/orders/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Trocar transportadora' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Selecione uma cotacao')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    // The quote item's alert (orders-pickups.md §3) under its quote.
    expect(within(dialog).getByText('Transportadora atual do pedido.')).toBeInTheDocument();
    // And why a promise was widened (docs/delivery-promise.md).
    expect(
      within(dialog).getByText('Prazo ampliado: só 80% das entregas desta rota chegaram no prazo (mínimo 85%).'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Loggi · R$ 28,40 · 3 dias úteis'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
        action: 'ChangeOrderCarrier',
        payload: { id: ID, carrier_id: 'c9', estimated_cost: 28.4 },
      } satisfies Command),
    );
  });

  it("says a failed quote fetch is a failure, not 'Nenhuma cotação encontrada para esse destino'", async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail(),
      ...noInvoiceProblems,
      [`GET /api/orders/${ID}/quotes`]: () => {
        throw new Error('rede fora');
      },
    });
    renderRoute(`/orders/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Trocar transportadora' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Não foi possível cotar agora. Tente novamente em instantes.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Nenhuma cotação encontrada para esse destino')).toBeNull();
  });

  it("shows the server's message when the order does not exist", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      return path === '/api/me'
        ? Response.json(ME_ADMIN)
        : Response.json({ message: 'Pedido não encontrado.' }, { status: 404 });
    });
    renderRoute(`/orders/${ID}`);
    expect(await screen.findByText('Ocorreu um erro: Pedido não encontrado.')).toBeInTheDocument();
  });

  it('removes the order from its pickup after confirmation', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail({ pickup_id: PICKUP.id, pickup_number: 1042, pickup: PICKUP }),
      ...noInvoiceProblems,
      'POST /api/command': () => ({ id: ID, message: 'Pedido removido da coleta com sucesso' }),
    });
    renderRoute(`/orders/${ID}`);
    expect(await screen.findByRole('link', { name: '1042' })).toHaveAttribute('href', `/orders?pickup=${PICKUP.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Remover da coleta' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('O pedido sai da coleta 1042 e volta a aguardar uma solicitação de coleta.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Pedido removido da coleta com sucesso')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'RemoveOrderFromPickup',
      payload: { id: ID },
    } satisfies Command);
  });

  it.each([
    ['a company admin sees the alert types but may not pick them', ME_ADMIN, 'Avaria (somente operações)', true],
    ["the provider's super admin may name the alert type", { ...ME_ADMIN, is_super_admin: true }, 'Avaria', false],
  ])('%s', async (_, me, avaria, disabled) => {
    stubApi({ 'GET /api/me': () => me, [`GET /api/orders/${ID}`]: () => orderDetail(), ...noInvoiceProblems });
    renderRoute(`/orders/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar ocorrência' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar ocorrência' });
    expect(within(dialog).getByLabelText(/Descrição/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Tipo/ }));
    const option = await screen.findByRole('option', { name: avaria, hidden: true });
    expect(option.hasAttribute('data-combobox-disabled')).toBe(disabled);
  });

  it.each([
    ['a company admin sees the pickup data', ME_ADMIN, false],
    ['operations edit the driver and the date from the order', { ...ME_ADMIN, is_super_admin: true }, true],
  ])('%s', async (_, me, edits) => {
    const calls = stubApi({
      'GET /api/me': () => me,
      [`GET /api/orders/${ID}`]: () => orderDetail({ pickup_id: PICKUP.id, pickup_number: 1042, pickup: PICKUP }),
      ...noInvoiceProblems,
      'POST /api/command': () => ({ id: PICKUP.id, message: 'Motorista alterado com sucesso' }),
    });
    renderRoute(`/orders/${ID}`);
    expect(await screen.findByText('Data estimada:')).toBeInTheDocument();
    expect(screen.getByText('Janela:').parentElement).toHaveTextContent('Janela: 10:00 às 15:00');
    expect(screen.getByText('Motorista:').parentElement).toHaveTextContent('Motorista: João · (11) 98765-4321');
    expect(screen.queryByRole('button', { name: 'Salvar motorista' }) !== null).toBe(edits);
    if (!edits) return;
    await userEvent.clear(screen.getByLabelText('Motorista'));
    await userEvent.type(screen.getByLabelText('Motorista'), 'Pedro');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar motorista' }));
    expect(await screen.findByText('Motorista alterado com sucesso')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'ChangeDriver',
      payload: { reference: 'PED-77', driver: { name: 'Pedro', phone: '11987654321' } },
    } satisfies Command);
  });
});
