import type { CepAddressDto } from '@despacho/api-client';
import { BRAZIL_STATES } from '@despacho/domain';
import { Grid, Loader, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useCepAutofill } from '../use-cep-autofill';
import { MASKS, MaskedInput } from './masked-input';

interface Location {
  zip: string;
  street1: string;
  street2: string;
  neighborhood: string;
  city: string;
}

interface Props<V> {
  form: UseFormReturnType<V>;
  /** Where the address sits in the form's values: 'address', 'to_address'. */
  path: string;
  address: Location;
  /** Replaces the default fill of a found CEP (the sign-up wizard also clears number and complement). */
  fill?: (found: CepAddressDto) => void;
}

/**
 * CEP (looked up to fill what it knows), street, number, complement, neighbourhood, city and
 * state: the grid columns every address form shares, with the same limits and look-up.
 */
export function AddressLocationColumns<V>({ form, path, address, fill }: Props<V>) {
  const input = (name: string) => form.getInputProps(`${path}.${name}`);
  const set = (name: string, value: string) => form.setFieldValue(`${path}.${name}`, value as never);
  const cep = useCepAutofill(address.zip, (found) => {
    if (fill) return fill(found);
    set('street1', found.street1 || address.street1);
    set('street2', found.street2 || address.street2);
    set('neighborhood', found.neighborhood || address.neighborhood);
    set('city', found.city || address.city);
    set('state', found.state);
  });

  return (
    <>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <MaskedInput
          label="CEP"
          required
          mask={MASKS.cep}
          rightSection={cep.loading ? <Loader size="xs" aria-label="Buscando CEP" /> : null}
          description={cep.notice}
          {...input('zip')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label="Endereço" required maxLength={255} {...input('street1')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput label="Número" required maxLength={20} {...input('number')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>
        <TextInput label="Complemento" maxLength={255} {...input('street2')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput label="Bairro" required maxLength={255} {...input('neighborhood')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput label="Cidade" required maxLength={255} {...input('city')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 2 }}>
        <Select label="Estado" required data={[...BRAZIL_STATES]} searchable {...input('state')} />
      </Grid.Col>
    </>
  );
}
