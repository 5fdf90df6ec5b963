import { BRAZIL_STATES } from '@despacho/domain';
import { Fieldset, Grid, Loader, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MASKS, MaskedInput } from '../../../shared/ui/masked-input';
import { useCepAutofill } from '../../../shared/use-cep-autofill';
import { COMMERCIAL, type OrderFormValues, RESIDENTIAL, type RecipientType } from './order-values';

const RECIPIENT_TYPES = [
  { value: RESIDENTIAL, label: 'Residencial' },
  { value: COMMERCIAL, label: 'Comercial' },
];

/** The recipient of the order: CPF and 'Nome' for a residence, CNPJ and 'Razão Social' for a business. */
export function RecipientFields({ form }: { form: UseFormReturnType<OrderFormValues> }) {
  const address = form.values.to_address;
  const residential = address.type === RESIDENTIAL;

  const cep = useCepAutofill(address.zip, (found) => {
    const current = form.getValues().to_address;
    form.setFieldValue('to_address.street1', found.street1 || current.street1);
    form.setFieldValue('to_address.street2', found.street2 || current.street2);
    form.setFieldValue('to_address.neighborhood', found.neighborhood || current.neighborhood);
    form.setFieldValue('to_address.city', found.city || current.city);
    form.setFieldValue('to_address.state', found.state);
  });

  const changeType = (type: string) => {
    form.setFieldValue('to_address.type', type as RecipientType);
    // A CPF typed under the CNPJ mask (or the reverse) is never valid: start the number over.
    form.setFieldValue('to_address.federal_tax_id', '');
  };

  return (
    <Fieldset legend="Destinatário">
      <Grid>
        <Grid.Col span={12}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="recipient-type">
              Tipo de destinatário
            </Text>
            <SegmentedControl aria-labelledby="recipient-type" data={RECIPIENT_TYPES} value={address.type} onChange={changeType} w="fit-content" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label={residential ? 'Nome' : 'Razão Social'} required maxLength={150} {...form.getInputProps('to_address.name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <MaskedInput
            key={address.type}
            label={residential ? 'CPF' : 'CNPJ'}
            required
            mask={residential ? MASKS.cpf : MASKS.cnpj}
            {...form.getInputProps('to_address.federal_tax_id')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <MaskedInput label="Telefone" required mask={MASKS.phone} {...form.getInputProps('to_address.phone')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label="E-mail" type="email" maxLength={255} {...form.getInputProps('to_address.email')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <MaskedInput
            label="CEP"
            required
            mask={MASKS.cep}
            rightSection={cep.loading ? <Loader size="xs" aria-label="Buscando CEP" /> : null}
            {...form.getInputProps('to_address.zip')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label="Endereço" required maxLength={255} {...form.getInputProps('to_address.street1')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput label="Número" required maxLength={20} {...form.getInputProps('to_address.number')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <TextInput label="Complemento" maxLength={255} {...form.getInputProps('to_address.street2')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput label="Bairro" required maxLength={255} {...form.getInputProps('to_address.neighborhood')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput label="Cidade" required maxLength={255} {...form.getInputProps('to_address.city')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <Select label="Estado" required data={[...BRAZIL_STATES]} searchable {...form.getInputProps('to_address.state')} />
        </Grid.Col>
      </Grid>
      {cep.notFound && (
        <Text size="sm" c="dimmed" mt="xs">
          CEP não encontrado: preencha o endereço.
        </Text>
      )}
    </Fieldset>
  );
}
