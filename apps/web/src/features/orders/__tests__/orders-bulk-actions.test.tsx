import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import { order } from '../../../test/order-row.fixture';
import type { Command } from '../../../shared/command';

const ME_USER = { ...ME_ADMIN, is_admin: false, permissions: ['orders'] };
const list = () => ({
  data: [
    order('PED-1', { id: 2, description: 'Aguardando aceite' }),
    order('PED-2', { id: 1, description: 'Aguardando Nota' }),
    order('PED-3'),
  ],
  total: 3,
  filters_not_match: { search: [] },
});

describe('orders list bulk actions', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('offers the bulk actions only with more than one order selected, and only those of the role', async () => {
    stubApi({ 'GET /api/me': () => ME_USER, 'GET /api/orders': list });
    renderRoute('/orders');
    await userEvent.click(await screen.findByLabelText('Selecionar PED-1'));
    expect(screen.queryByRole('button', { name: 'Ações em massa' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Selecionar PED-2'));
    await userEvent.click(screen.getByRole('button', { name: 'Ações em massa' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Confirmar remessa', 'Cancelar remessa']);
  });

  it('cancels after confirmation with the no-e-mail warning, toasts each order and shows the refused lines', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_USER,
      'GET /api/orders': list,
      'POST /api/command': () => ({
        message: 'PED-1: Remessa cancelada com sucesso!\n________\nPED-3: Não é possível cancelar um pedido Entregue.',
        results: [
          { reference: 'PED-1', ok: true, message: 'Remessa cancelada com sucesso!' },
          { reference: 'PED-3', ok: false, message: 'Não é possível cancelar um pedido Entregue.' },
        ],
      }),
    });
    renderRoute('/orders');
    await userEvent.click(await screen.findByLabelText('Selecionar PED-1'));
    await userEvent.click(screen.getByLabelText('Selecionar PED-3'));
    await userEvent.click(screen.getByRole('button', { name: 'Ações em massa' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancelar remessa' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancelar remessa' });
    expect(within(confirm).getByText('Nenhum e-mail de notificação será enviado.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));

    expect(
      await screen.findByText('PED-1: Remessa cancelada com sucesso!', {
        selector: '.mantine-Notification-description',
      }),
    ).toBeInTheDocument();
    const result = await screen.findByRole('dialog', { name: 'Resultado da ação em massa' });
    expect(within(result).getByText('PED-3: Não é possível cancelar um pedido Entregue.')).toBeInTheDocument();
    expect(within(result).queryByText('________')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'BatchOrders',
      payload: { action: 'cancel', orders: ['PED-1', 'PED-3'] },
    } satisfies Command);
    expect(screen.getByLabelText('Selecionar PED-1')).not.toBeChecked();
    // The list reloads a second later.
    const listCalls = () => calls.filter((c) => c.path === '/api/orders').length;
    const before = listCalls();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('confirms shipments with one command per order and a toast per reference', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_USER,
      'GET /api/orders': list,
      'POST /api/command': () => ({ id: 'x', message: 'Remessa confirmada com sucesso!' }),
    });
    renderRoute('/orders');
    await userEvent.click(await screen.findByLabelText('Selecionar todos da página'));
    await userEvent.click(screen.getByRole('button', { name: 'Ações em massa' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Confirmar remessa' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/command')).toHaveLength(3));
    expect(calls.filter((c) => c.path === '/api/command').map((c) => c.body)).toEqual(
      ['PED-1', 'PED-2', 'PED-3'].map((reference) => ({
        action: 'ConfirmShipment',
        payload: { reference, manually: true },
      })),
    );
    expect(await screen.findByText('PED-2: Remessa confirmada com sucesso!')).toBeInTheDocument();
  });
});
