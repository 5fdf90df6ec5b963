import { Grid, MultiSelect, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ECOMMERCE_CHOICES, ERP_CHOICES, MARKETPLACE_CHOICES, type RegisterValues } from './register-values';

/** Step 5: ERP, e-commerce and marketplaces (no required field). */
export function ChannelsStep({ form }: { form: UseFormReturnType<RegisterValues> }) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select label="ERP" data={ERP_CHOICES} clearable {...form.getInputProps('erp')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        {form.values.erp === 'outro' && (
          <TextInput label="Qual ERP?" maxLength={100} {...form.getInputProps('erp_other')} />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select label="E-commerce" data={ECOMMERCE_CHOICES} clearable {...form.getInputProps('ecommerce')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        {form.values.ecommerce === 'outro' && (
          <TextInput label="Qual e-commerce?" maxLength={100} {...form.getInputProps('ecommerce_other')} />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <MultiSelect
          label="Marketplaces"
          data={MARKETPLACE_CHOICES}
          clearable
          {...form.getInputProps('marketplaces')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Outros marketplaces"
          description="Separados por vírgula"
          maxLength={500}
          {...form.getInputProps('marketplace_others')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Integrador (hub), se houver" maxLength={100} {...form.getInputProps('integrator')} />
      </Grid.Col>
    </Grid>
  );
}
