import type { OrderDetailShipmentDto } from '@despacho/api-client';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { serverMessage } from '../../../../shared/api';
import { useOrderAction } from '../../api/use-order';

/** 'Código de rastreio da transportadora' of one volume, at any status but the final ones (SetTrackingNumber). */
export function TrackingNumberDialog({
  orderId,
  shipment,
  onClose,
}: {
  orderId: string;
  shipment: OrderDetailShipmentDto;
  onClose: () => void;
}) {
  const run = useOrderAction(orderId);
  const [value, setValue] = useState(shipment.tracking_number ?? '');
  const save = () =>
    run.mutate(
      {
        action: 'SetTrackingNumber',
        payload: { order_id: orderId, shipment_id: shipment.id, tracking_number: value.trim() },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Código de rastreio salvo com sucesso' });
          onClose();
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={`Rastreio do volume ${shipment.volume}`}>
      <Stack>
        <TextInput
          label="Código de rastreio da transportadora"
          maxLength={50}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={run.isError ? (serverMessage(run.error) ?? 'Não foi possível salvar o código de rastreio.') : null}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button onClick={save} disabled={!value.trim()} loading={run.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
