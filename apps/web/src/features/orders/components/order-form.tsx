import { isBrazilState, isValidCnpj, isValidCpf, onlyDigits } from '@despacho/domain';
import { Button, Grid, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useDistributionCenters } from '../../../shared/api/distribution-centers-queries';
import { OrderParcelsFields } from './order-parcels-fields';
import { type OrderFormValues, parcelsError, RESIDENTIAL } from './order-values';
import { RecipientFields } from './recipient-fields';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = (message: string) => (value: string) => (value.trim() ? null : message);

function taxIdError(value: string, values: OrderFormValues) {
  const digits = onlyDigits(value);
  if (values.to_address.type === RESIDENTIAL)
    return digits.length !== 11
      ? 'Digite o CNPJ ou CPF, apenas números.'
      : isValidCpf(digits)
        ? null
        : 'CPF inválido: confira os dígitos.';
  return digits.length !== 14
    ? 'Digite o CNPJ ou CPF, apenas números.'
    : isValidCnpj(digits)
      ? null
      : 'CNPJ inválido: confira os dígitos.';
}

/** The validation table of orders-pickups.md §5 and its submit rules. */
const ORDER_VALIDATION = {
  reference: required('Digite o código do pedido'),
  from_cd_reference: (value: string | null, values: OrderFormValues) =>
    values.multi_origin || value ? null : 'Escolha de qual CD o pedido sai.',
  to_address: {
    name: (v: string) =>
      !v.trim() ? 'Digite o nome ou razão social' : v.length > 150 ? 'Deve ter no máximo 150 caracteres' : null,
    federal_tax_id: taxIdError,
    phone: (v: string) => (onlyDigits(v).length < 10 ? 'Digite um telefone.' : null),
    email: (v: string) => (v.trim() && (v.length > 255 || !EMAIL.test(v.trim())) ? 'Digite um e-mail válido' : null),
    zip: (v: string) => (onlyDigits(v).length !== 8 ? 'Digite um CEP válido.' : null),
    street1: required('Digite o endereço.'),
    number: required('Digite o número.'),
    neighborhood: required('Digite o bairro.'),
    city: required('Digite a cidade.'),
    state: (v: string) => (isBrazilState(v) ? null : 'Selecione o estado.'),
  },
  parcels: (_: unknown, values: OrderFormValues) => parcelsError(values),
};

/** What 'CALCULAR FRETE' needs: where from, where to and the volumes. */
const QUOTE_FIELDS = ['from_cd_reference', 'to_address.zip', 'parcels'] as const;

/** orders-pickups.md §5: the spec's text belongs to the freight quote; saving says it in its own words. */
const QUOTE_NEEDS_ORIGIN = 'Selecione o CD de Origem';

interface Props {
  initialValues: OrderFormValues;
  submitLabel: string;
  saving: boolean;
  quoting: boolean;
  onSubmit: (values: OrderFormValues) => void;
  onQuote: (values: OrderFormValues) => void;
}

/** The order form of the spec (§2, §5): number, origin, recipient and volumes; saves or quotes them. */
export function OrderForm({ initialValues, submitLabel, saving, quoting, onSubmit, onQuote }: Props) {
  const form = useForm<OrderFormValues>({ initialValues, validate: ORDER_VALIDATION });
  const centers = useDistributionCenters();
  const centerOptions = (centers.data?.data ?? []).map((c) => ({
    value: c.reference,
    label: `${c.reference} - ${c.name}`,
  }));
  const { multi_origin: multiOrigin } = form.values;

  const quote = () => {
    const failed = QUOTE_FIELDS.map((path) => form.validateField(path).hasError);
    if (failed[0]) form.setFieldError('from_cd_reference', QUOTE_NEEDS_ORIGIN);
    if (!failed.some(Boolean)) onQuote(form.getValues());
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack maw={1100}>
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label="Número do pedido" required maxLength={100} {...form.getInputProps('reference')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="CD de origem"
              required={!multiOrigin}
              disabled={multiOrigin}
              placeholder={centers.isPending ? 'Carregando...' : multiOrigin ? 'Definido em cada volume' : 'Selecione'}
              data={centerOptions}
              {...form.getInputProps('from_cd_reference')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Switch
              label="Multi-origem: cada volume sai do seu CD"
              pb={8}
              {...form.getInputProps('multi_origin', { type: 'checkbox' })}
            />
          </Grid.Col>
        </Grid>

        <RecipientFields form={form} />
        <OrderParcelsFields form={form} centers={centerOptions} />

        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          <Button variant="outline" loading={quoting} onClick={quote}>
            CALCULAR FRETE
          </Button>
          <Button component={Link} to="/orders" variant="default">
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
