import {
  CONTINGENCY_TYPE_LABELS,
  CONTINGENCY_TYPES,
  PRICE_INCREASE_LABELS,
  PRICE_INCREASE_TYPES,
} from '@despacho/domain';
import { ActionIcon, Button, Grid, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { MASKS, MaskedInput } from '../../../shared/ui/masked-input';
import { MoneyInput } from '../../../shared/ui/money-input';
import { type ContingencyValues, contingencyValidation, newContingencyRequest } from './contingency-request-values';

const TYPES = CONTINGENCY_TYPES.map((type) => ({ value: type, label: CONTINGENCY_TYPE_LABELS[type] }));
const INCREASES = PRICE_INCREASE_TYPES.map((type) => ({ value: type, label: PRICE_INCREASE_LABELS[type] }));
const MAX_BANDS = 20;

interface Props {
  saving: boolean;
  onSubmit: (values: ContingencyValues) => void;
}

/** The contingency request of the spec: marketplace, origin CEP, price modification and weight bands. */
export function ContingencyRequestForm({ saving, onSubmit }: Props) {
  const form = useForm<ContingencyValues>({ initialValues: newContingencyRequest(), validate: contingencyValidation });
  const percentage = form.values.increase_type === 'percentage';

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack maw={720}>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Tipo de tabela"
              placeholder="Selecione"
              required
              data={TYPES}
              {...form.getInputProps('type')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MaskedInput
              label="CEP de origem"
              required
              mask={MASKS.cep}
              placeholder="00.000-000"
              {...form.getInputProps('zip_origin')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Modificação do preço"
              placeholder="Nenhuma"
              clearable
              data={INCREASES}
              {...form.getInputProps('increase_type')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {percentage ? (
              <NumberInput
                label="Valor da modificação (%)"
                suffix=" %"
                decimalSeparator=","
                decimalScale={2}
                min={-100}
                hideControls
                {...form.getInputProps('increase_value')}
              />
            ) : (
              <MoneyInput
                label="Valor da modificação"
                disabled={!form.values.increase_type}
                {...form.getInputProps('increase_value')}
              />
            )}
          </Grid.Col>
        </Grid>

        <Title order={4} mt="md">
          Faixas de peso
        </Title>
        <Text size="sm" c="dimmed">
          Cada faixa é cotada no peso Até (kg), com o valor do carrinho informado.
        </Text>
        {form.values.weights.map((_, index) => (
          <Group key={index} align="flex-end" wrap="nowrap">
            <NumberInput
              label="Até (kg)"
              required
              min={0}
              decimalSeparator=","
              decimalScale={3}
              hideControls
              {...form.getInputProps(`weights.${index}.weight`)}
            />
            <MoneyInput label="Valor do carrinho" required {...form.getInputProps(`weights.${index}.cargo_value`)} />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              aria-label={`Remover faixa ${index + 1}`}
              disabled={form.values.weights.length === 1}
              onClick={() => form.removeListItem('weights', index)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            disabled={form.values.weights.length >= MAX_BANDS}
            onClick={() => form.insertListItem('weights', { weight: '', cargo_value: '' })}
          >
            ADICIONAR FAIXA
          </Button>
        </Group>

        <Group mt="lg">
          <Button type="submit" loading={saving}>
            SOLICITAR
          </Button>
          <Button variant="default" component={Link} to="/settings/contingency-tables">
            VOLTAR
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
