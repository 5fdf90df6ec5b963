import { onlyDigits } from '@despacho/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import type { Command } from '../command';
import { BRAZILIAN_DATE_INPUT } from '../ui/brazilian-date-input';
import { MASKS, MaskedInput } from '../ui/masked-input';

export interface PickupSchedule {
  estimated_date: string | null;
  estimated_time_start: string;
  estimated_time_end: string;
  driver?: { name: string; phone: string } | null;
}

/**
 * The operations' date window and driver forms of a pickup (orders-pickups.md §6), on the pickups
 * screen and on the order detail. `target` names the pickup in the commands: `{pickup: {id}}`, or
 * `{reference}` of one of its orders; failures are worded as the spec's catalogue.
 */
export function PickupScheduleForms({
  pickup,
  target,
  send,
  loading,
}: {
  pickup: PickupSchedule;
  target: { pickup: { id: string } } | { reference: string };
  send: (command: Command, failure: string) => void;
  loading?: boolean;
}) {
  const [date, setDate] = useState<string | null>(pickup.estimated_date);
  const [start, setStart] = useState(pickup.estimated_time_start);
  const [end, setEnd] = useState(pickup.estimated_time_end);
  const [driver, setDriver] = useState(pickup.driver ?? { name: '', phone: '' });
  return (
    <>
      <Group align="flex-end">
        <DateInput label="Data estimada" {...BRAZILIAN_DATE_INPUT} value={date} onChange={setDate} w={150} />
        <TextInput label="Das" value={start} onChange={(e) => setStart(e.currentTarget.value)} w={80} />
        <TextInput label="Até" value={end} onChange={(e) => setEnd(e.currentTarget.value)} w={80} />
        <Button
          size="xs"
          variant="default"
          disabled={!date}
          loading={loading}
          onClick={() =>
            send(
              {
                action: 'ChangePickupDate',
                payload: {
                  ...target,
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
          loading={loading}
          onClick={() =>
            send(
              {
                action: 'ChangeDriver',
                payload: { ...target, driver: { ...driver, phone: onlyDigits(driver.phone) } },
              },
              'Erro ao alterar motorista',
            )
          }
        >
          Salvar motorista
        </Button>
      </Group>
    </>
  );
}
