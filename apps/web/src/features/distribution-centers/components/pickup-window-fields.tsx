import { Fieldset, Group, Table, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { type DistributionCenterValues, WEEKDAYS } from './distribution-center-values';

const SLOTS = [
  { key: 'time1', label: 'das' },
  { key: 'time2', label: 'até' },
  { key: 'time3', label: 'das' },
  { key: 'time4', label: 'até' },
] as const;

/** Two from-to intervals per weekday in which carriers may pick up. */
export function PickupWindowFields({ form }: { form: UseFormReturnType<DistributionCenterValues> }) {
  return (
    <Fieldset legend="Janela de coleta">
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dia</Table.Th>
            <Table.Th>Manhã</Table.Th>
            <Table.Th>Tarde</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {WEEKDAYS.map((day) => (
            <Table.Tr key={day.key}>
              <Table.Td>
                <Text size="sm">{day.label}</Text>
              </Table.Td>
              {[SLOTS.slice(0, 2), SLOTS.slice(2)].map((pair) => (
                <Table.Td key={pair[0].key}>
                  <Group gap={6} wrap="nowrap">
                    {pair.map((slot) => (
                      <TimeInput
                        key={slot.key}
                        aria-label={`${day.label} ${slot.label} (${slot.key})`}
                        size="xs"
                        w={96}
                        {...form.getInputProps(`pickup_window.${day.key}.${slot.key}`)}
                      />
                    ))}
                  </Group>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Fieldset>
  );
}
