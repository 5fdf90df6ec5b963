import type { OrderDetailDto } from '@despacho/api-client';
import type { OrderAction as StatusAction } from '@despacho/domain';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useOrderAction } from '../../api/use-order';
import { STATUS_MENU } from './order-action-labels';

/** 'Ações': the manual status changes the caller may run on this order now, each confirmed first. */
export function OrderStatusMenu({ order }: { order: OrderDetailDto }) {
  const run = useOrderAction(order.id);
  const [chosen, setChosen] = useState<StatusAction | null>(null);
  const items = (order.actions as StatusAction[]).filter((action) => STATUS_MENU[action]);
  if (items.length === 0) return null;
  const item = chosen ? STATUS_MENU[chosen] : undefined;

  const confirm = () =>
    item &&
    run.mutate(item.command(order), {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: result?.message ?? 'Pedido atualizado' });
        setChosen(null);
      },
      onError: (error) => notifications.show({ color: 'red', message: `${order.reference}: ${errorMessage(error)}` }),
    });

  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default">Ações</Button>
        </Menu.Target>
        <Menu.Dropdown>
          {items.map((action) => (
            <Menu.Item
              key={action}
              color={STATUS_MENU[action]!.danger ? 'red' : undefined}
              onClick={() => setChosen(action)}
            >
              {STATUS_MENU[action]!.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={item !== undefined}
        title={item?.label ?? ''}
        confirmLabel="Confirmar"
        danger={item?.danger}
        loading={run.isPending}
        onConfirm={confirm}
        onClose={() => setChosen(null)}
      >
        {item?.confirm}
      </ConfirmDialog>
    </>
  );
}
