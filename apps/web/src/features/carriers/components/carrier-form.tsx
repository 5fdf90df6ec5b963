import { BRAZIL_STATES } from '@despacho/domain';
import { Button, Grid, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { MASKS, MaskedInput } from '../../../shared/ui/masked-input';
import { type CarrierValues, carrierValidation } from './carrier-values';

interface Props {
  initialValues: CarrierValues;
  /** Shown read-only when editing: the code is fixed at registration. */
  canonicalName?: string;
  submitLabel: string;
  saving: boolean;
  onSubmit: (values: CarrierValues) => void;
}

/** Register or edit a company's own carrier; the active switch exists only when editing. */
export function CarrierForm({ initialValues, canonicalName, submitLabel, saving, onSubmit }: Props) {
  const form = useForm<CarrierValues>({ initialValues, validate: carrierValidation });
  const editing = canonicalName !== undefined;

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack maw={760}>
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, sm: editing ? 8 : 12 }}>
            <TextInput
              label="Nome"
              required
              maxLength={150}
              description={editing ? undefined : 'O código da transportadora é gerado a partir do nome.'}
              {...form.getInputProps('name')}
            />
          </Grid.Col>
          {editing && (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Código" value={canonicalName} readOnly disabled />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MaskedInput label="CNPJ" required mask={MASKS.cnpj} {...form.getInputProps('federal_tax_id')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Inscrição estadual"
              maxLength={20}
              description="Apenas números, ou ISENTO."
              {...form.getInputProps('state_tax_id')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput label="Telefone" required mask={MASKS.phone} {...form.getInputProps('phone')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput label="Cidade" required maxLength={255} {...form.getInputProps('city')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <Select label="Estado" required data={[...BRAZIL_STATES]} searchable {...form.getInputProps('state')} />
          </Grid.Col>
          {editing && (
            <Grid.Col span={12}>
              <Switch label="Ativa" {...form.getInputProps('active', { type: 'checkbox' })} />
            </Grid.Col>
          )}
        </Grid>
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          <Button component={Link} to="/settings/carriers" variant="default">
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
