import type { CepAddressDto } from '@despacho/api-client';
import { Checkbox, Grid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AddressLocationColumns } from '../../../shared/ui/address-location-columns';
import { MASKS, MaskedInput } from '../../../shared/ui/masked-input';
import type { RegisterValues } from './register-values';

/** Step 3: the first CD's address ('CD1'); a CEP fills the street and clears number and complement. */
export function AddressStep({
  form,
  fill,
}: {
  form: UseFormReturnType<RegisterValues>;
  fill: (found: CepAddressDto) => void;
}) {
  return (
    <Stack>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <MaskedInput
            label="CNPJ ou CPF do remetente"
            required
            mask={[{ mask: MASKS.cpf }, { mask: MASKS.cnpj }]}
            {...form.getInputProps('address.federal_tax_id')}
          />
        </Grid.Col>
        <AddressLocationColumns form={form} path="address" address={form.values.address} fill={fill} />
      </Grid>
      <Checkbox
        label="Os produtos saem deste endereço"
        {...form.getInputProps('ships_from_here', { type: 'checkbox' })}
      />
    </Stack>
  );
}
