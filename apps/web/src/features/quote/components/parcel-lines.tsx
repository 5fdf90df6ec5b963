import { Button, Group, Table, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ParcelHeaderCells, ParcelLineCells } from '../../../shared/ui/parcel-line-cells';
import { newParcelLine, type QuoteFormValues } from '../../../shared/quote/quote-values';

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
              <ParcelHeaderCells />
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
                    onBlur={(event) =>
                      event.currentTarget.value.trim() && onSkuLookup(index, event.currentTarget.value.trim())
                    }
                  />
                </Table.Td>
                <ParcelLineCells form={form} index={index} removable={lines.length > 1} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button
          variant="subtle"
          onClick={() => form.insertListItem('parcels', newParcelLine())}
          disabled={lines.length >= 100}
        >
          + ADICIONAR VOLUME
        </Button>
      </Group>
    </>
  );
}
