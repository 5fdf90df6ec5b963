import { Fieldset, Grid, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MASKS, MaskedInput } from '../../../shared/ui/masked-input';
import { AddressLocationColumns } from '../../../shared/ui/address-location-columns';
import { COMMERCIAL, type OrderFormValues, RESIDENTIAL, type RecipientType } from './order-values';

const RECIPIENT_TYPES = [
  { value: RESIDENTIAL, label: 'Residencial' },
  { value: COMMERCIAL, label: 'Comercial' },
];

/** The recipient of the order: CPF and 'Nome' for a residence, CNPJ and 'Razão Social' for a business. */
export function RecipientFields({ form }: { form: UseFormReturnType<OrderFormValues> }) {
  const address = form.values.to_address;
  const residential = address.type === RESIDENTIAL;

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
            <SegmentedControl
              aria-labelledby="recipient-type"
              data={RECIPIENT_TYPES}
              value={address.type}
              onChange={changeType}
              w="fit-content"
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={residential ? 'Nome' : 'Razão Social'}
            required
            maxLength={150}
            {...form.getInputProps('to_address.name')}
          />
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
          <MaskedInput label="Telefone" required mask={MASKS.orderPhone} {...form.getInputProps('to_address.phone')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label="E-mail" type="email" maxLength={255} {...form.getInputProps('to_address.email')} />
        </Grid.Col>
        <AddressLocationColumns form={form} path="to_address" address={address} />
      </Grid>
    </Fieldset>
  );
}
