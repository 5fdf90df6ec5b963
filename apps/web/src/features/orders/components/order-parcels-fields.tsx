import type { ProductDto } from '@despacho/api-client';
import { Button, Fieldset, Group, Select, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Fragment } from 'react';
import { PARCEL_CELL_COUNT, ParcelHeaderCells, ParcelLineCells } from '../../../shared/ui/parcel-line-cells';
import { useProductBySku } from '../api/use-product-by-sku';
import { newOrderParcel, type OrderFormValues } from './order-values';

const MAX_LINES = 100;
const toCm = (metres: number) => Math.round(metres * 10_000) / 100;
const number = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 3 });
const volumeText = (v: { width: number; height: number; length: number; weight: number; quantity: number }) =>
  `${v.quantity} × ${number(toCm(v.width))} × ${number(toCm(v.height))} × ${number(toCm(v.length))} cm, ${number(v.weight)} kg`;

/** What a known SKU ships as: its main volume and the extra ones stored with the product. */
function volumesSummary(product: ProductDto) {
  const volumes = [product, ...product.property];
  return `${product.description}: ${volumes.length} ${volumes.length === 1 ? 'volume' : 'volumes'} (${volumes.map(volumeText).join('; ')})`;
}

interface Props {
  form: UseFormReturnType<OrderFormValues>;
  centers: { value: string; label: string }[];
}

/** The volumes of the order, in cm and kg; a known SKU fills and locks its measures. */
export function OrderParcelsFields({ form, centers }: Props) {
  const findProduct = useProductBySku();
  const { parcels: lines, multi_origin: multiOrigin } = form.values;
  const columns = PARCEL_CELL_COUNT + (multiOrigin ? 2 : 1);

  const changeSku = (index: number, sku: string) => {
    form.setFieldValue(`parcels.${index}.reference`, sku);
    // Another SKU: the measures of the previous product no longer apply.
    if (lines[index].product) form.setFieldValue(`parcels.${index}.product`, null);
  };

  const lookUp = async (index: number, sku: string) => {
    if (!sku || lines[index].product?.reference === sku) return;
    const product = await findProduct(sku);
    if (!product) {
      notifications.show({ color: 'yellow', message: `SKU ${sku} não encontrado nos produtos.` });
      return;
    }
    const line = form.getValues().parcels[index];
    form.setFieldValue(`parcels.${index}`, {
      ...line,
      product,
      width: toCm(product.width),
      height: toCm(product.height),
      length: toCm(product.length),
      weight: product.weight,
      value: line.value === '' ? product.price * Number(line.quantity || 1) : line.value,
    });
  };

  return (
    <Fieldset legend="Volumes">
      <Table.ScrollContainer minWidth={multiOrigin ? 1060 : 880}>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>SKU</Table.Th>
              {multiOrigin && <Table.Th>Origem</Table.Th>}
              <ParcelHeaderCells />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Fragment key={line.key}>
                <Table.Tr>
                  <Table.Td>
                    <TextInput
                      aria-label={`SKU da linha ${index + 1}`}
                      placeholder="Opcional"
                      maxLength={100}
                      {...form.getInputProps(`parcels.${index}.reference`)}
                      onChange={(event) => changeSku(index, event.currentTarget.value)}
                      onBlur={(event) => void lookUp(index, event.currentTarget.value.trim())}
                    />
                  </Table.Td>
                  {multiOrigin && (
                    <Table.Td>
                      <Select
                        aria-label={`Origem da linha ${index + 1}`}
                        placeholder="CD"
                        data={centers}
                        {...form.getInputProps(`parcels.${index}.from_cd_reference`)}
                      />
                    </Table.Td>
                  )}
                  <ParcelLineCells form={form} index={index} locked={line.product !== null} removable={index > 0} />
                </Table.Tr>
                <Table.Tr>
                  <Table.Td colSpan={columns}>
                    <TextInput
                      size="xs"
                      label="Código de rastreio da transportadora"
                      aria-label={`Código de rastreio da transportadora da linha ${index + 1}`}
                      placeholder="Opcional: objeto dos Correios, shipmentId da Jadlog…"
                      maxLength={50}
                      maw={360}
                      {...form.getInputProps(`parcels.${index}.tracking_number`)}
                    />
                  </Table.Td>
                </Table.Tr>
                {line.product && (
                  <Table.Tr>
                    <Table.Td colSpan={columns}>
                      <Text size="xs" c="dimmed">
                        {volumesSummary(line.product)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {form.errors.parcels && (
        <Text c="red" size="sm" role="alert">
          {form.errors.parcels}
        </Text>
      )}
      <Group mt="xs">
        <Button
          variant="subtle"
          onClick={() => form.insertListItem('parcels', newOrderParcel())}
          disabled={lines.length >= MAX_LINES}
        >
          + ADICIONAR VOLUME
        </Button>
      </Group>
    </Fieldset>
  );
}
