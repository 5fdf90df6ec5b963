import type { OrderPickupDto } from '@despacho/api-client';
import { formatDate, formatDateTime, formatPhone } from '@despacho/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { errorMessage } from '../../../../shared/api';
import type { Command } from '../../../../shared/command';
import { PickupScheduleForms } from '../../../../shared/pickups/pickup-schedule-forms';
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
  const send = (command: Command, failure: string) =>
    run.mutate(command, {
      onSuccess: (result) => notifications.show({ color: 'green', message: result?.message ?? 'Coleta atualizada' }),
      onError: (error) =>
        notifications.show({ color: 'red', message: `${pickup.id}: ${failure} - ${errorMessage(error)}` }),
    });
  return (
    <Stack gap="xs" mt="sm">
      <PickupScheduleForms pickup={pickup} target={{ reference }} send={send} loading={run.isPending} />
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
