import { ActionIcon, Button, Fieldset, Grid, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { MoneyInput } from '../../../shared/ui/money-input';
import { useExitCenters } from '../api/products-queries';
import { newVolume, PRODUCT_RULES, type ProductValues } from './product-values';
import { VolumeFields, VolumeHeader } from './volume-fields';

const MAX_EXTRA_VOLUMES = 50;

interface Props {
  initialValues: ProductValues;
  submitLabel: string;
  saving: boolean;
  onSubmit: (values: ProductValues) => void;
}

/** The product form (spec §5): dimensions typed in cm, extra volumes added and removed as rows. */
export function ProductForm({ initialValues, submitLabel, saving, onSubmit }: Props) {
  const form = useForm<ProductValues>({ initialValues, validate: PRODUCT_RULES });
  const centers = useExitCenters();
  const extras = form.values.property;

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack maw={960}>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label="SKU" required maxLength={100} {...form.getInputProps('reference')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput label="Título" required maxLength={255} {...form.getInputProps('description')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MoneyInput label="Preço" required {...form.getInputProps('price')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="CD de saída"
              required
              placeholder={centers.isPending ? 'Carregando CDs…' : 'Selecione'}
              data={(centers.data?.data ?? []).map((center) => ({
                value: center.id,
                label: `${center.reference} — ${center.name}`,
              }))}
              error={centers.isError ? 'Não foi possível carregar os CDs.' : undefined}
              {...form.getInputProps('distribution_center_id')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label="Prazo de expedição (dias úteis)"
              description="Dias somados ao prazo de entrega"
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('expedition_time')}
            />
          </Grid.Col>
        </Grid>

        <Fieldset legend="Volume principal">
          <Grid>
            <VolumeFields form={form} path="" />
          </Grid>
        </Fieldset>

        <Fieldset legend="Volumes extras">
          <Stack gap="xs">
            {extras.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nenhum volume extra. Adicione um quando o produto for enviado em mais de uma caixa.
              </Text>
            ) : (
              <VolumeHeader />
            )}
            {extras.map((volume, index) => (
              <Grid key={volume.key} align="flex-start">
                <VolumeFields form={form} path={`property.${index}.`} extra={index + 1} />
                <Grid.Col span={{ base: 12, sm: 2 }}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remover o volume extra ${index + 1}`}
                    onClick={() => form.removeListItem('property', index)}
                  >
                    ✕
                  </ActionIcon>
                </Grid.Col>
              </Grid>
            ))}
            <Group>
              <Button
                variant="subtle"
                onClick={() => form.insertListItem('property', newVolume())}
                disabled={extras.length >= MAX_EXTRA_VOLUMES}
              >
                + ADICIONAR VOLUME
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          <Button component={Link} to="/settings/products" variant="default">
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
