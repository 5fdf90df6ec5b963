import 'dayjs/locale/pt-br';
import { FREIGHT_RULE_CHANNELS } from '@despacho/domain';
import { Button, Grid, Group, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useRuleCarriers, useRuleDistributionCenters } from '../api/freight-rules-queries';
import { emptyRoute, type FreightRuleValues } from './freight-rule-values';
import { freightRuleValidation } from './freight-rule-validation';
import { RouteFields } from './route-fields';
import { BRAZILIAN_DATE_INPUT } from '../../../shared/ui/brazilian-date-input';

const CHANNELS = FREIGHT_RULE_CHANNELS.map((channel) => ({ value: String(channel.id), label: channel.name }));

interface Props {
  initialValues: FreightRuleValues;
  submitLabel: string;
  saving: boolean;
  onSubmit: (values: FreightRuleValues) => void;
}

/** The freight rule form of the spec: the rule's scope and validity, then one or more destination routes. */
export function FreightRuleForm({ initialValues, submitLabel, saving, onSubmit }: Props) {
  const form = useForm<FreightRuleValues>({ initialValues, validate: freightRuleValidation });
  const centers = useRuleDistributionCenters();
  const carriers = useRuleCarriers();
  const routes = form.values.routes;

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack maw={960}>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput label="Nome da regra" required maxLength={50} {...form.getInputProps('name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="Canal de venda"
              placeholder="Todos"
              clearable
              data={CHANNELS}
              {...form.getInputProps('channel_id')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="CD de origem"
              placeholder={centers.isPending ? 'Carregando...' : 'Todos'}
              clearable
              data={(centers.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.reference} - ${c.name}` }))}
              {...form.getInputProps('distribution_center_id')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Transportadora"
              placeholder={carriers.isPending ? 'Carregando...' : 'Todas'}
              clearable
              searchable
              data={(carriers.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              {...form.getInputProps('carrier_id')}
            />
          </Grid.Col>
          <DatesProvider settings={{ locale: 'pt-br' }}>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <DateInput
                label="Início da vigência"
                required
                {...BRAZILIAN_DATE_INPUT}
                {...form.getInputProps('start_at')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <DateInput
                label="Fim da vigência"
                clearable
                minDate={form.values.start_at ?? undefined}
                {...BRAZILIAN_DATE_INPUT}
                {...form.getInputProps('end_at')}
              />
            </Grid.Col>
          </DatesProvider>
          <Grid.Col span={{ base: 12, sm: 6 }} style={{ alignSelf: 'flex-end' }}>
            <Switch label="Regra ativa" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          </Grid.Col>
        </Grid>

        <Title order={4}>Destinos</Title>
        {routes.map((route, index) => (
          <RouteFields
            key={route.key}
            form={form}
            index={index}
            onRemove={routes.length > 1 ? () => form.removeListItem('routes', index) : null}
          />
        ))}
        <Group>
          <Button variant="default" onClick={() => form.insertListItem('routes', emptyRoute())}>
            ADICIONAR DESTINO
          </Button>
        </Group>

        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          <Button component={Link} to="/settings/freight-rules" variant="default">
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
