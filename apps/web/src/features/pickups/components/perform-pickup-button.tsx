import type { PickupDto } from '@despacho/api-client';
import { formatDate } from '@despacho/domain';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * 'Coleta realizada' asks first (orders-pickups.md §4: confirmation before manual status changes):
 * the pickup is recorded as done today and its orders go in transit, which cannot be undone.
 */
export function PerformPickupButton({
  pickup,
  loading,
  onConfirm,
}: {
  pickup: PickupDto;
  loading: boolean;
  onConfirm: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const today = formatDate(new Date());
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)} loading={loading}>
        Coleta realizada
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Coleta realizada">
        <Text size="sm">
          {`Confirmar que a coleta ${pickup.number} foi realizada hoje, ${today}? Os ${pickup.totals.total} pedidos passam a Em trânsito.`}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpened(false)}>
            Voltar
          </Button>
          <Button
            onClick={() => {
              setOpened(false);
              onConfirm();
            }}
          >
            Confirmar
          </Button>
        </Group>
      </Modal>
    </>
  );
}
