import { ActionIcon, NumberInput, Table } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MoneyInput } from './money-input';

const MEASURES = [
  { key: 'width', label: 'Largura (cm)' },
  { key: 'height', label: 'Altura (cm)' },
  { key: 'length', label: 'Comprimento (cm)' },
  { key: 'weight', label: 'Peso (kg)' },
] as const;

/** The headers of the columns ParcelLineCells fills. */
export function ParcelHeaderCells() {
  return (
    <>
      {MEASURES.map((m) => (
        <Table.Th key={m.key}>{m.label}</Table.Th>
      ))}
      <Table.Th>Quantidade</Table.Th>
      <Table.Th>Valor total (R$)</Table.Th>
      <Table.Th />
    </>
  );
}

interface Props<V> {
  /** A form whose values hold the lines in `parcels`. */
  form: UseFormReturnType<V>;
  index: number;
  /** A known SKU's measures come from the product and cannot be typed over. */
  locked?: boolean;
  removable: boolean;
}

/** A parcel line's measures in cm and kg, quantity, total value and its remove button (order form and /quote). */
export function ParcelLineCells<V>({ form, index, locked = false, removable }: Props<V>) {
  const line = `parcels.${index}`;
  return (
    <>
      {MEASURES.map((m) => (
        <Table.Td key={m.key}>
          <NumberInput
            aria-label={`${m.label} da linha ${index + 1}`}
            min={0}
            decimalSeparator=","
            allowNegative={false}
            hideControls
            readOnly={locked}
            {...form.getInputProps(`${line}.${m.key}`)}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <NumberInput
          aria-label={`Quantidade da linha ${index + 1}`}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          w={90}
          {...form.getInputProps(`${line}.quantity`)}
        />
      </Table.Td>
      <Table.Td>
        <MoneyInput
          aria-label={`Valor total da linha ${index + 1}`}
          miw={120}
          {...form.getInputProps(`${line}.value`)}
        />
      </Table.Td>
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remover a linha ${index + 1}`}
          disabled={!removable}
          onClick={() => form.removeListItem('parcels', index)}
        >
          ✕
        </ActionIcon>
      </Table.Td>
    </>
  );
}

/** How many columns ParcelHeaderCells adds. */
export const PARCEL_CELL_COUNT = MEASURES.length + 3;
