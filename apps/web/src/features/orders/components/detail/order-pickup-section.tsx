import type { OrderPickupDto } from '@despacho/api-client';
import { formatDate, formatDateTime, formatPhone, onlyDigits } from '@despacho/domain';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../../shared/api';
import type { Command } from '../../../../shared/command';
import { BRAZILIAN_DATE_INPUT } from '../../../../shared/ui/brazilian-date-input';
import { MASKS, MaskedInput } from '../../../../shared/ui/masked-input';
import { useMayRun } from '../../../../shared/use-me';
import { useOrderAction } from '../../api/use-order';

function Line({ label, value }: { label: string; value: string | null }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {value ?? '—'}
    </Text>
  );
}

/**
 * Operations edit the pickup's driver and date from the order (orders-pickups.md §6); the commands
 * name the pickup by this order's reference. Failures are worded as the spec's catalogue (§8).
 */
function PickupEdits({ orderId, reference, pickup }: { orderId: string; reference: string; pickup: OrderPickupDto }) {
  const run = useOrderAction(orderId);
  const [date, setDate] = useState<string | null>(pickup.estimated_date);
  const [start, setStart] = useState(pickup.estimated_time_start);
  const [end, setEnd] = useState(pickup.estimated_time_end);
  const [driver, setDriver] = useState(pickup.driver ?? { name: '', phone: '' });
  const send = (command: Command, failure: string) =>
    run.mutate(command, {
      onSuccess: (result) => notifications.show({ color: 'green', message: result?.message ?? 'Coleta atualizada' }),
      onError: (error) =>
        notifications.show({ color: 'red', message: `${pickup.id}: ${failure} - ${errorMessage(error)}` }),
    });
  return (
    <Stack gap="xs" mt="sm">
      <Group align="flex-end">
        <DateInput label="Data estimada" {...BRAZILIAN_DATE_INPUT} value={date} onChange={setDate} w={150} />
        <TextInput label="Das" value={start} onChange={(e) => setStart(e.currentTarget.value)} w={80} />
        <TextInput label="Até" value={end} onChange={(e) => setEnd(e.currentTarget.value)} w={80} />
        <Button
          size="xs"
          variant="default"
          disabled={!date}
          loading={run.isPending}
          onClick={() =>
            send(
              {
                action: 'ChangePickupDate',
                payload: {
                  reference,
                  estimated_date: date ?? '',
                  estimated_time_start: start,
                  estimated_time_end: end,
                },
              },
              'Erro ao alterar data de coleta',
            )
          }
        >
          Salvar data
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Motorista"
          value={driver.name}
          onChange={(e) => setDriver({ ...driver, name: e.currentTarget.value })}
          w={180}
        />
        <MaskedInput
          label="Telefone do motorista"
          mask={MASKS.phone}
          value={driver.phone}
          onChange={(phone) => setDriver({ ...driver, phone })}
          w={170}
        />
        <Button
          size="xs"
          variant="default"
          loading={run.isPending}
          onClick={() =>
            send(
              {
                action: 'ChangeDriver',
                payload: { reference, driver: { ...driver, phone: onlyDigits(driver.phone) } },
              },
              'Erro ao alterar motorista',
            )
          }
        >
          Salvar motorista
        </Button>
      </Group>
    </Stack>
  );
}

/** 'Dados da coleta': the order's pickup (orders-pickups.md §2, §3 `pickup`), editable by operations. */
export function OrderPickupSection({
  orderId,
  reference,
  pickup,
}: {
  orderId: string;
  reference: string;
  pickup: OrderPickupDto | null;
}) {
  const operations = useMayRun('changeDriver');
  if (!pickup) {
    return (
      <Text c="dimmed" size="sm">
        Este pedido não está em uma coleta.
      </Text>
    );
  }
  return (
    <>
      <Text size="sm">
        <Text span c="dimmed">
          Coleta:{' '}
        </Text>
        <Anchor component={Link} to={`/orders?pickup=${pickup.id}`} size="sm">
          {pickup.number}
        </Anchor>
      </Text>
      <Line label="Data estimada" value={pickup.estimated_date && formatDate(pickup.estimated_date)} />
      <Line label="Janela" value={`${pickup.estimated_time_start} às ${pickup.estimated_time_end}`} />
      <Line label="Aceita para" value={pickup.pickup_date && formatDate(pickup.pickup_date)} />
      <Line label="Realizada em" value={pickup.pickuped_at && formatDateTime(pickup.pickuped_at)} />
      <Line label="Motorista" value={pickup.driver && `${pickup.driver.name} · ${formatPhone(pickup.driver.phone)}`} />
      {operations && !pickup.pickuped_at && (
        // Keyed by the saved values: a save re-reads the order and the form starts from them again.
        <PickupEdits
          key={`${pickup.estimated_date}${pickup.estimated_time_start}${pickup.estimated_time_end}${pickup.driver?.name}${pickup.driver?.phone}`}
          orderId={orderId}
          reference={reference}
          pickup={pickup}
        />
      )}
    </>
  );
}
