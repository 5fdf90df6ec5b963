import type { PickupDto } from '@despacho/api-client';
import { onlyDigits } from '@despacho/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';
import type { Command } from '../../../shared/command';
import { usePickupCommand } from '../api/pickups-queries';
import { PerformPickupButton } from './perform-pickup-button';
import { BRAZILIAN_DATE_INPUT } from '../../../shared/ui/brazilian-date-input';
import { MASKS, MaskedInput } from '../../../shared/ui/masked-input';

/**
 * Operations' edits of a pickup: confirm, performed, date window, driver and integration code. Each
 * failure says which pickup and what failed, as the spec's catalogue words it.
 */
export function PickupEditForms({ pickup }: { pickup: PickupDto }) {
  const run = usePickupCommand();
  const [date, setDate] = useState<string | null>(pickup.estimated_date);
  const [start, setStart] = useState(pickup.estimated_time_start);
  const [end, setEnd] = useState(pickup.estimated_time_end);
  const [driver, setDriver] = useState(pickup.driver ?? { name: '', phone: '' });
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
      <Group align="flex-end">
        <DateInput label="Data estimada" {...BRAZILIAN_DATE_INPUT} value={date} onChange={setDate} w={150} />
        <TextInput label="Das" value={start} onChange={(e) => setStart(e.currentTarget.value)} w={80} />
        <TextInput label="Até" value={end} onChange={(e) => setEnd(e.currentTarget.value)} w={80} />
        <Button
          size="xs"
          variant="default"
          disabled={!date}
          onClick={() =>
            send(
              {
                action: 'ChangePickupDate',
                payload: {
                  pickup: { id: pickup.id },
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
          label="Telefone"
          mask={MASKS.phone}
          value={driver.phone}
          onChange={(phone) => setDriver({ ...driver, phone })}
          w={160}
        />
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            send(
              {
                action: 'ChangeDriver',
                payload: { pickup: { id: pickup.id }, driver: { ...driver, phone: onlyDigits(driver.phone) } },
              },
              'Erro ao alterar motorista',
            )
          }
        >
          Salvar motorista
        </Button>
      </Group>
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
