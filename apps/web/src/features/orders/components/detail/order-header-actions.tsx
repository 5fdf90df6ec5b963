import type { OrderDetailDto } from '@despacho/api-client';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { GenerateLabelButton } from '../../../../shared/labels/components/generate-label-button';
import { AttachmentDialog } from './attachment-dialog';
import { ChangeCarrierDialog } from './change-carrier-dialog';
import { DeliveryDateDialog } from './delivery-date-dialog';
import { OccurrenceDialog } from './occurrence-dialog';
import { OrderStatusMenu } from './order-status-menu';
import { RemoveFromPickupButton } from './remove-from-pickup-button';
import { SendInvoiceButton } from './send-invoice-button';

/** orders-pickups.md §2: the edit menu for statuses 1, 2, 10, 11, 12; 'Enviar nota' at 1; pickup shortcut at 2. */
const EDITABLE = [1, 2, 10, 11, 12];

type Dialog = 'carrier' | 'attachment' | 'occurrence' | 'deliveryDate' | null;

export function OrderHeaderActions({ order }: { order: OrderDetailDto }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const status = order.status.id;

  return (
    <Group gap="xs">
      {EDITABLE.includes(status) && (
        <Button component={Link} to={`/orders/${order.id}/edit`} variant="default">
          Editar
        </Button>
      )}
      <GenerateLabelButton orderId={order.id} status={status} />
      {status === 1 && <SendInvoiceButton orderId={order.id} reference={order.reference} />}
      {status === 2 && (
        <Button component={Link} to="/pickups/new" variant="default">
          Solicitar coleta
        </Button>
      )}
      {EDITABLE.includes(status) && (
        <Button variant="default" onClick={() => setDialog('carrier')}>
          Trocar transportadora
        </Button>
      )}
      {order.actions.includes('changeDeliveryDate') && (
        <Button variant="default" onClick={() => setDialog('deliveryDate')}>
          Alterar data de entrega
        </Button>
      )}
      <Button variant="default" onClick={() => setDialog('attachment')}>
        Anexar arquivo
      </Button>
      <Button variant="default" onClick={() => setDialog('occurrence')}>
        Registrar ocorrência
      </Button>
      <RemoveFromPickupButton order={order} />
      <OrderStatusMenu order={order} />
      <ChangeCarrierDialog order={order} opened={dialog === 'carrier'} onClose={close} />
      <DeliveryDateDialog
        orderId={order.id}
        current={order.deadline}
        opened={dialog === 'deliveryDate'}
        onClose={close}
      />
      <AttachmentDialog
        orderId={order.id}
        reference={order.reference}
        opened={dialog === 'attachment'}
        onClose={close}
      />
      <OccurrenceDialog
        orderId={order.id}
        reference={order.reference}
        opened={dialog === 'occurrence'}
        onClose={close}
      />
    </Group>
  );
}
