import { isValidCnpj, onlyDigits } from '@despacho/domain';
import { Button, Checkbox, Fieldset, Grid, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { MASKS, MaskedInput } from '../../../shared/ui/masked-input';
import { AddressLocationColumns } from '../../../shared/ui/address-location-columns';
import type { DistributionCenterValues } from './distribution-center-values';
import { PickupWindowFields } from './pickup-window-fields';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = (message: string) => (value: string) => (value.trim() ? null : message);

interface Props {
  initialValues: DistributionCenterValues;
  submitLabel: string;
  saving: boolean;
  onSubmit: (values: DistributionCenterValues) => void;
}

/** The CD form of the spec: validation table of §5, masks, CEP autofill and pickup windows. */
export function DistributionCenterForm({ initialValues, submitLabel, saving, onSubmit }: Props) {
  const form = useForm<DistributionCenterValues>({
    initialValues,
    validate: {
      reference: (v) =>
        !v.trim() ? 'Digite um código para esse CD' : v.trim().length > 20 ? 'Deve ter no máximo 20 caracteres' : null,
      name: (v) =>
        !v.trim() ? 'Digite um nome para esse CD' : v.trim().length > 20 ? 'Deve ter no máximo 20 caracteres' : null,
      expedition_time: (v) => (Number(v) > 365 ? 'Deve ser no máximo 365' : null),
      address: {
        name: (v) =>
          !v.trim() ? 'Digite a razão social' : v.length > 150 ? 'Deve ter no máximo 150 caracteres' : null,
        federal_tax_id: (v) =>
          onlyDigits(v).length !== 14
            ? 'Digite o CNPJ, apenas números.'
            : isValidCnpj(v)
              ? null
              : 'CNPJ inválido: confira os dígitos.',
        phone: (v) => (onlyDigits(v).length < 10 ? 'Digite um telefone.' : null),
        email: (v) => (v.trim() && (v.length > 255 || !EMAIL.test(v.trim())) ? 'Digite um e-mail válido' : null),
        zip: (v) => (onlyDigits(v).length !== 8 ? 'Digite um CEP válido.' : null),
        street1: required('Digite o endereço.'),
        number: required('Digite o número.'),
        neighborhood: required('Digite o bairro.'),
        city: required('Digite a cidade.'),
        state: (v) => (!v ? 'Selecione o estado.' : v.length !== 2 ? 'Deve ter 2 caracters' : null),
      },
    },
  });

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack maw={900}>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput label="Código" required maxLength={20} {...form.getInputProps('reference')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput label="Nome" required maxLength={20} {...form.getInputProps('name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label="Prazo de expedição (dias úteis)"
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('expedition_time')}
            />
          </Grid.Col>
        </Grid>

        <Fieldset legend="Endereço">
          <Grid>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput label="Razão social" required maxLength={150} {...form.getInputProps('address.name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput label="CNPJ" required mask={MASKS.cnpj} {...form.getInputProps('address.federal_tax_id')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput label="Telefone" required mask={MASKS.phone} {...form.getInputProps('address.phone')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput label="E-mail" type="email" maxLength={255} {...form.getInputProps('address.email')} />
            </Grid.Col>
            <AddressLocationColumns form={form} path="address" address={form.values.address} />
            <Grid.Col span={12}>
              <Checkbox
                label="Endereço residencial"
                {...form.getInputProps('address.residential', { type: 'checkbox' })}
              />
            </Grid.Col>
          </Grid>
        </Fieldset>

        <PickupWindowFields form={form} />

        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          <Button component={Link} to="/settings/distribution-centers" variant="default">
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
