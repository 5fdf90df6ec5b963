import { listCarriersOptions } from '@despacho/api-client';
import { onlyDigits, LOOKUP_LIMIT } from '@despacho/domain';
import { Button, Grid, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { MASKS, MaskedInput } from '../../../shared/ui/masked-input';
import { useDistributionCenters } from '../../../shared/api/distribution-centers-queries';
import { ParcelLines } from './parcel-lines';
import type { QuoteFormValues } from '../../../shared/quote/quote-values';

const positive = (message: string) => (value: number | string) => (Number(value) > 0 ? null : message);

/** Validation of the simulator (settings.md §5, 'Selecione o CD de Origem'). */
export const QUOTE_VALIDATION = {
  from: (value: string | null) => (value ? null : 'Selecione o CD de Origem'),
  to: (value: string) => (onlyDigits(value).length === 8 ? null : 'Digite um CEP válido.'),
  parcels: {
    width: positive('Informe a largura.'),
    height: positive('Informe a altura.'),
    length: positive('Informe o comprimento.'),
    weight: positive('Informe o peso.'),
    quantity: positive('Informe a quantidade.'),
  },
};

interface Props {
  form: UseFormReturnType<QuoteFormValues>;
  quoting: boolean;
  onSubmit: (values: QuoteFormValues) => void;
  onSkuLookup: (index: number, sku: string) => void;
}

export function QuoteForm({ form, quoting, onSubmit, onSkuLookup }: Props) {
  const centers = useDistributionCenters();
  const carriers = useQuery(listCarriersOptions({ query: { limit: LOOKUP_LIMIT, page: 1 } }));
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="CD de origem"
              required
              placeholder={centers.isPending ? 'Carregando...' : 'Selecione'}
              data={(centers.data?.data ?? []).map((c) => ({
                value: c.reference,
                label: `${c.reference} - ${c.name}`,
              }))}
              {...form.getInputProps('from')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput label="CEP de destino" required mask={MASKS.cep} {...form.getInputProps('to')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="Transportadora"
              placeholder="Todas"
              clearable
              searchable
              data={(carriers.data?.data ?? []).map((c) => ({ value: c.canonical_name, label: c.name }))}
              {...form.getInputProps('carrier_service')}
            />
          </Grid.Col>
        </Grid>
        <ParcelLines form={form} onSkuLookup={onSkuLookup} />
        <div>
          <Button type="submit" loading={quoting}>
            COTAR
          </Button>
        </div>
      </Stack>
    </form>
  );
}
