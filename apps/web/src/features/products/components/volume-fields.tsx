import { Grid, NumberInput, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProductValues } from './product-values';

const MEASURES = [
  { key: 'width', label: 'Largura (cm)' },
  { key: 'height', label: 'Altura (cm)' },
  { key: 'length', label: 'Comprimento (cm)' },
  { key: 'weight', label: 'Peso (kg)' },
  { key: 'quantity', label: 'Quantidade' },
] as const;

const SPAN = { base: 6, sm: 2 };

/** Column titles over the extra volume rows, whose inputs carry only an accessible name. */
export function VolumeHeader() {
  return (
    <Grid>
      {MEASURES.map((measure) => (
        <Grid.Col key={measure.key} span={SPAN} visibleFrom="sm">
          <Text size="sm" fw={500}>
            {measure.label}
          </Text>
        </Grid.Col>
      ))}
    </Grid>
  );
}

interface Props {
  form: UseFormReturnType<ProductValues>;
  /** '' for the main volume, 'property.N.' for an extra one. */
  path: string;
  /** Extra volume number (1, 2 …): its inputs are named 'Largura (cm) do volume extra N' and the header shows the titles. */
  extra?: number;
}

/** The measures of one volume, typed in cm and kg, and how many volumes have them. */
export function VolumeFields({ form, path, extra }: Props) {
  const names = (label: string) =>
    extra ? { 'aria-label': `${label} do volume extra ${extra}` } : { label, required: true };
  return (
    <>
      {MEASURES.map((measure) => (
        <Grid.Col key={measure.key} span={SPAN}>
          {measure.key === 'quantity' ? (
            <NumberInput
              {...names(measure.label)}
              description={extra ? undefined : 'Volumes com estas medidas'}
              min={1}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`${path}quantity`)}
            />
          ) : (
            <NumberInput
              {...names(measure.label)}
              min={0}
              decimalSeparator=","
              decimalScale={measure.key === 'weight' ? 3 : 2}
              allowNegative={false}
              hideControls
              {...form.getInputProps(`${path}${measure.key}`)}
            />
          )}
        </Grid.Col>
      ))}
    </>
  );
}
