import { ActionIcon, Button, Group, NumberInput, Table, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { newParcelLine, type QuoteFormValues } from './quote-values';

const MEASURES = [
  { key: 'width', label: 'Largura (cm)' },
  { key: 'height', label: 'Altura (cm)' },
  { key: 'length', label: 'Comprimento (cm)' },
  { key: 'weight', label: 'Peso (kg)' },
] as const;

interface Props {
  form: UseFormReturnType<QuoteFormValues>;
  /** Looks the SKU up and fills the line (and adds its extra volumes). */
  onSkuLookup: (index: number, sku: string) => void;
}

/** The parcels of the quote, one line per SKU or box; dimensions typed in cm. */
export function ParcelLines({ form, onSkuLookup }: Props) {
  const lines = form.values.parcels;
  return (
    <>
      <Table.ScrollContainer minWidth={860}>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>SKU</Table.Th>
              {MEASURES.map((m) => (
                <Table.Th key={m.key}>{m.label}</Table.Th>
              ))}
              <Table.Th>Quantidade</Table.Th>
              <Table.Th>Valor total (R$)</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={line.key}>
                <Table.Td>
                  <TextInput
                    aria-label={`SKU da linha ${index + 1}`}
                    placeholder="Opcional"
                    {...form.getInputProps(`parcels.${index}.reference`)}
                    onBlur={(event) => event.currentTarget.value.trim() && onSkuLookup(index, event.currentTarget.value.trim())}
                  />
                </Table.Td>
                {MEASURES.map((m) => (
                  <Table.Td key={m.key}>
                    <NumberInput
                      aria-label={`${m.label} da linha ${index + 1}`}
                      min={0}
                      decimalSeparator=","
                      allowNegative={false}
                      hideControls
                      {...form.getInputProps(`parcels.${index}.${m.key}`)}
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
                    {...form.getInputProps(`parcels.${index}.quantity`)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Valor total da linha ${index + 1}`}
                    min={0}
                    decimalScale={2}
                    decimalSeparator=","
                    thousandSeparator="."
                    allowNegative={false}
                    hideControls
                    {...form.getInputProps(`parcels.${index}.value`)}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remover a linha ${index + 1}`}
                    disabled={lines.length === 1}
                    onClick={() => form.removeListItem('parcels', index)}
                  >
                    ✕
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button variant="subtle" onClick={() => form.insertListItem('parcels', newParcelLine())} disabled={lines.length >= 100}>
          + ADICIONAR VOLUME
        </Button>
      </Group>
    </>
  );
}
