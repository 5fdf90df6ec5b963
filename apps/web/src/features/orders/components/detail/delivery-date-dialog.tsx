import { Button, Group, Modal, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useOrderAction } from '../../api/use-order';
import { BRAZILIAN_DATE_INPUT } from '../../../../shared/ui/brazilian-date-input';

/** 'Alterar data de entrega' (super admins): a new delivery forecast. */
export function DeliveryDateDialog({
  orderId,
  current,
  opened,
  onClose,
}: {
  orderId: string;
  current: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const run = useOrderAction(orderId);
  const [date, setDate] = useState<string | null>(current);
  const save = () =>
    date &&
    run.mutate(
      { action: 'ChangeDeliveryDate', payload: { id: orderId, delivery_date: date } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Data de entrega alterada com sucesso' });
          onClose();
        },
        onError: () => notifications.show({ color: 'red', message: 'Erro ao alterar data de entrega' }),
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title="Alterar data de entrega">
      <Stack>
        <DateInput label="Nova data de entrega" {...BRAZILIAN_DATE_INPUT} value={date} onChange={setDate} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button onClick={save} disabled={!date} loading={run.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
