import { LOOKUP_LIMIT } from '@despacho/domain';
import { Checkbox, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { listCarriersOptions } from '@despacho/api-client';
import { useDistributionCenters } from '../../../shared/api/distribution-centers-queries';
import { readjustmentHint, type TableHeaderValues } from './table-header-values';

const MODALS = [
  { value: 'rodo', label: 'Rodoviário (rodo)' },
  { value: 'aereo', label: 'Aéreo (aereo)' },
];

/** Step 1: who carries, from where, and how the table's prices are adjusted. */
export function TableHeaderStep({ form }: { form: UseFormReturnType<TableHeaderValues> }) {
  const carriers = useQuery(listCarriersOptions({ query: { limit: LOOKUP_LIMIT, page: 1 } }));
  const centers = useDistributionCenters();
  return (
    <Stack maw={640}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Transportadora"
          required
          searchable
          placeholder={carriers.isPending ? 'Carregando...' : 'Selecione'}
          data={(carriers.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          {...form.getInputProps('carrier')}
        />
        <Select label="Modal" data={MODALS} allowDeselect={false} {...form.getInputProps('tipo')} />
        <TextInput
          label="Região de origem"
          required
          maxLength={100}
          placeholder="Ex.: SP CAPITAL"
          {...form.getInputProps('region')}
        />
        <Select
          label="CD de origem"
          clearable
          placeholder="Todos"
          data={(centers.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.reference} - ${c.name}` }))}
          {...form.getInputProps('cd')}
        />
        <TextInput label="Fator de cubagem (kg/m³)" required inputMode="decimal" {...form.getInputProps('cubage')} />
        <NumberInput
          label="Reajuste (%)"
          min={0}
          max={1000}
          decimalSeparator=","
          allowNegative={false}
          description={readjustmentHint(form.values.readjustment)}
          value={form.values.readjustment}
          onChange={(value) => form.setFieldValue('readjustment', String(value))}
        />
      </SimpleGrid>
      <Checkbox
        label="Aplicar ICMS"
        description="Na dúvida, deixe marcado."
        {...form.getInputProps('applyIcms', { type: 'checkbox' })}
      />
    </Stack>
  );
}
