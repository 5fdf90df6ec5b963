import type { OrderDetailDto } from '@despacho/api-client';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useOrderAction } from '../../api/use-order';

/** 'Remover da coleta': any user, while the goods were not collected (awaiting or accepted pickup). */
export function RemoveFromPickupButton({ order }: { order: OrderDetailDto }) {
  const run = useOrderAction(order.id);
  const [asking, setAsking] = useState(false);
  if (!order.pickup_id || (order.status.id !== 2 && order.status.id !== 6)) return null;
  const remove = () =>
    run.mutate(
      { action: 'RemoveOrderFromPickup', payload: { id: order.id } },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result?.message ?? 'Pedido removido da coleta com sucesso' });
          setAsking(false);
        },
        onError: (error) => notifications.show({ color: 'red', message: `${order.reference}: ${errorMessage(error)}` }),
      },
    );
  return (
    <>
      <Button variant="default" onClick={() => setAsking(true)}>
        Remover da coleta
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Remover da coleta"
        confirmLabel="Remover"
        danger
        loading={run.isPending}
        onConfirm={remove}
        onClose={() => setAsking(false)}
      >
        O pedido sai da coleta {order.pickup_number} e volta a aguardar uma solicitação de coleta.
      </ConfirmDialog>
    </>
  );
}
