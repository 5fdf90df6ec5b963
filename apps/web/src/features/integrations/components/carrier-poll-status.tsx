import type { CarrierIntegrationDto } from '@despacho/api-client';
import { formatDateTime } from '@despacho/domain';
import { Stack, Text } from '@mantine/core';

/** The poller's last word on a carrier integration: its last successful query and its last failure. */
export function CarrierPollStatus({ status, size = 'sm' }: { status: CarrierIntegrationDto; size?: 'xs' | 'sm' }) {
  return (
    <Stack gap={2}>
      <Text size={size} c="dimmed">
        {status.last_success_at
          ? `Última consulta: ${formatDateTime(status.last_success_at)}`
          : 'Nenhuma consulta ainda.'}
      </Text>
      {status.last_error && (
        <Text size={size} c="red">
          Falha na última consulta: {status.last_error}
        </Text>
      )}
    </Stack>
  );
}
