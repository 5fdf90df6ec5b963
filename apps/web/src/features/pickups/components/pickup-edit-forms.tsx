import type { PickupDto } from '@despacho/api-client';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';
import type { Command } from '../../../shared/command';
import { usePickupCommand } from '../api/pickups-queries';
import { PerformPickupButton } from './perform-pickup-button';
import { PickupScheduleForms } from '../../../shared/pickups/pickup-schedule-forms';

/**
 * Operations' edits of a pickup: confirm, performed, date window, driver and integration code. Each
 * failure says which pickup and what failed, as the spec's catalogue words it.
 */
export function PickupEditForms({ pickup }: { pickup: PickupDto }) {
  const run = usePickupCommand();
  const [code, setCode] = useState(pickup.integration_code ?? '');
  // A promise, not mutate's callbacks: the saved pickup re-keys this form, and an unmounted
  // component's callbacks never run, so the user would get no answer.
  const send = (command: Command, failure: string) =>
    void run.mutateAsync(command).then(
      (result) => notifications.show({ color: 'green', message: result?.message ?? 'Coleta atualizada' }),
      (error: unknown) =>
        notifications.show({ color: 'red', message: `${pickup.id}: ${failure} - ${errorMessage(error)}` }),
    );
  const open = pickup.state.id !== 3;

  return (
    <Stack>
      {open && (
        <Group>
          {pickup.state.id === 1 && (
            <Button
              size="xs"
              onClick={() =>
                send({ action: 'ConfirmPickup', payload: { pickup: { id: pickup.id } } }, 'Erro ao confirmar coleta')
              }
              loading={run.isPending}
            >
              Confirmar coleta
            </Button>
          )}
          <PerformPickupButton
            pickup={pickup}
            loading={run.isPending}
            onConfirm={() =>
              send(
                { action: 'PerformPickup', payload: { pickup: { id: pickup.id } } },
                'Erro ao marcar coleta realizada',
              )
            }
          />
        </Group>
      )}
      <PickupScheduleForms pickup={pickup} target={{ pickup: { id: pickup.id } }} send={send} />
      <Group align="flex-end">
        <TextInput label="Código de coleta" value={code} onChange={(e) => setCode(e.currentTarget.value)} w={180} />
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            send(
              { action: 'UpdatePickup', payload: { id: pickup.id, integration_code: code } },
              'Erro ao alterar codigo de coleta',
            )
          }
        >
          Salvar código
        </Button>
      </Group>
    </Stack>
  );
}
