import { Grid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MoneyInput } from '../../../shared/ui/money-input';
import type { RegisterValues } from './register-values';

/** Step 4: monthly freight spend (R$) and shipments. */
export function EstimatesStep({ form }: { form: UseFormReturnType<RegisterValues> }) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <MoneyInput
          label="Gasto mensal com frete"
          required
          {...form.getInputProps('expenses.monthly_expense_with_shipping')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Envios por mês"
          required
          maxLength={50}
          {...form.getInputProps('expenses.monthly_shipping')}
        />
      </Grid.Col>
    </Grid>
  );
}
