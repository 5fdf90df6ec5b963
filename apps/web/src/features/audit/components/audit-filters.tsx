import { LOOKUP_LIMIT } from '@despacho/domain';
import { listCarriersOptions } from '@despacho/api-client';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BRAZILIAN_DATE_INPUT } from '../../../shared/ui/brazilian-date-input';
import { type AuditFilterValues, NO_FILTERS } from '../api/audit-queries';
import { DECISION_LABELS, DISPUTE_LABELS } from './cte-status-labels';

/** One 'Situação' select over the decision and the dispute state (GET ctes decision / dispute). */
const SITUATIONS = [
  ...Object.entries(DECISION_LABELS).map(([value, label]) => ({ value: `decision:${value}`, label })),
  ...Object.entries(DISPUTE_LABELS).map(([value, label]) => ({
    value: `dispute:${value}`,
    label: `Contestação ${label}`,
  })),
];

const DIFFERENCES = [
  { value: 'up', label: 'Cobrado acima da cotação' },
  { value: 'down', label: 'Cobrado abaixo da cotação' },
  { value: 'no_diff', label: 'Sem diferença' },
];

/** Reference search, carrier, difference and import date range (public-account.md §5 Audit filters). */
export function AuditFilters({ onApply }: { onApply: (filters: AuditFilterValues) => void }) {
  const [values, setValues] = useState<AuditFilterValues>(NO_FILTERS);
  const carriers = useQuery(listCarriersOptions({ query: { limit: LOOKUP_LIMIT } }));
  const set = (patch: Partial<AuditFilterValues>) => setValues((current) => ({ ...current, ...patch }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply(values);
      }}
    >
      <Group align="end" mb="md" wrap="wrap">
        <TextInput
          label="Pesquisar"
          placeholder="Pedido, número ou chave do CT-e"
          value={values.reference}
          onChange={(event) => set({ reference: event.currentTarget.value })}
          w={240}
        />
        <Select
          label="Transportadora"
          placeholder="Todas"
          clearable
          data={(carriers.data?.data ?? []).map((carrier) => ({ value: carrier.id, label: carrier.name }))}
          value={values.carrier || null}
          onChange={(value) => set({ carrier: value ?? '' })}
          w={200}
        />
        <Select
          label="Diferença"
          placeholder="Todas"
          clearable
          data={DIFFERENCES}
          value={values.difference || null}
          onChange={(value) => set({ difference: (value ?? '') as AuditFilterValues['difference'] })}
          w={220}
        />
        <Select
          label="Situação"
          placeholder="Todas"
          clearable
          data={SITUATIONS}
          value={values.decision ? `decision:${values.decision}` : values.dispute ? `dispute:${values.dispute}` : null}
          onChange={(value) => {
            const [kind, state = ''] = (value ?? '').split(':');
            set({
              decision: (kind === 'decision' ? state : '') as AuditFilterValues['decision'],
              dispute: (kind === 'dispute' ? state : '') as AuditFilterValues['dispute'],
            });
          }}
          w={210}
        />
        <DateInput
          label="Importado de"
          {...BRAZILIAN_DATE_INPUT}
          clearable
          value={values.created_at_start || null}
          onChange={(date) => set({ created_at_start: date ?? '' })}
          w={150}
        />
        <DateInput
          label="até"
          {...BRAZILIAN_DATE_INPUT}
          clearable
          value={values.created_at_end || null}
          onChange={(date) => set({ created_at_end: date ?? '' })}
          w={150}
        />
        <Button type="submit">FILTRAR</Button>
        <Button
          variant="subtle"
          onClick={() => {
            setValues(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Limpar
        </Button>
      </Group>
    </form>
  );
}
