import { Grid, Loader, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MASKS, MaskedInput } from '../../../shared/ui/masked-input';
import type { RegisterValues } from './register-values';

/** Step 1: 14 CNPJ digits fill the rest from the company look-up; `notice` says why it could not. */
export function CompanyStep({
  form,
  looking,
  notice,
}: {
  form: UseFormReturnType<RegisterValues>;
  looking: boolean;
  notice: string | null;
}) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <MaskedInput
          label="CNPJ"
          required
          mask={MASKS.cnpj}
          rightSection={looking ? <Loader size="xs" aria-label="Buscando CNPJ" /> : null}
          description={notice}
          {...form.getInputProps('company.federal_tax_id')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput label="Razão social" required maxLength={150} {...form.getInputProps('address.name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput label="Nome fantasia" required maxLength={150} {...form.getInputProps('company.name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          label="Inscrição estadual"
          required
          description="Apenas números, ou ISENTO"
          maxLength={14}
          {...form.getInputProps('company.state_tax_id')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <MaskedInput label="Telefone" mask={MASKS.phone} {...form.getInputProps('address.phone')} />
      </Grid.Col>
    </Grid>
  );
}
