import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import { ID, orderDetail } from './order-detail.fixture';

describe('order edit', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it("prefills the form (cm, masks, each volume's CD) and saves with the volume ids, then goes to the detail", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail(),
      [`GET /api/invoices/${ID}/validate`]: () => ({ errors: [] }),
      'GET /api/distribution-centers': () => ({
        data: [
          { id: 'd1', reference: 'CD1', name: 'CD Paulista' },
          { id: 'd2', reference: 'CD2', name: 'CD Minas' },
        ],
        total: 2,
      }),
      'POST /api/command': () => ({ id: ID, message: 'Pedido atualizado com sucesso' }),
    });
    const router = renderRoute(`/orders/${ID}/edit`);
    expect(await screen.findByRole('heading', { name: 'Editar Pedido' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Número do pedido/)).toHaveValue('PED-77');
    expect(screen.getByLabelText(/^Multi-origem/)).toBeChecked();
    expect(screen.getByDisplayValue('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Comprimento \(cm\) da linha 1/)).toHaveValue('45');
    await userEvent.clear(screen.getByLabelText(/^Número do pedido/));
    await userEvent.type(screen.getByLabelText(/^Número do pedido/), 'PED-78');
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ID}`));
    const { action, payload } = calls.find((c) => c.path === '/api/command')!.body as {
      action: string;
      payload: Record<string, any>;
    };
    expect(action).toBe('UpdateOrder');
    expect(payload).toMatchObject({ id: ID, reference: 'PED-78', multi_origin: true });
    expect(
      payload.shipments.map((s: { id: string; length: number; from_cd_reference: string }) => [
        s.id,
        s.length,
        s.from_cd_reference,
      ]),
    ).toEqual([
      ['s1', 0.45, 'CD1'],
      ['s2', 0.1, 'CD2'],
    ]);
    expect(await screen.findByText('Pedido atualizado com sucesso')).toBeInTheDocument();
  });

  it('says a delivered order cannot be edited', async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/orders/${ID}`]: () => orderDetail({ status: { id: 5, description: 'Entregue' } }),
    });
    renderRoute(`/orders/${ID}/edit`);
    expect(await screen.findByText(/Um pedido Entregue não pode ser editado\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SALVAR' })).not.toBeInTheDocument();
  });
});
