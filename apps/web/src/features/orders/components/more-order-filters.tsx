import { listCarriersOptions, listCompaniesOptions } from '@despacho/api-client';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMe } from '../../../shared/use-me';
import { ALERT_OPTIONS, DEADLINE_OPTIONS, DROP_SHIPPING_OPTIONS, type OrderFilterValues } from './order-filters';

/** Deadline, alerts, carrier, drop-shipping and (operations) company filters of the orders list (orders-pickups.md §2, §7). */
export function MoreOrderFilters({ values, onChange }: { values: OrderFilterValues; onChange: (next: Partial<OrderFilterValues>) => void }) {
  const carriers = useQuery(listCarriersOptions({ query: { limit: 100 } }));
  const me = useMe();
  const operations = Boolean(me.data?.is_super_admin);
  const companies = useQuery({ ...listCompaniesOptions({ query: { limit: 100 } }), enabled: operations });
  return (
    <>
      <Select label="Prazo" placeholder="Todos" data={DEADLINE_OPTIONS} value={values.deadline} onChange={(deadline) => onChange({ deadline })} clearable w={190} />
      <Select label="Alertas" placeholder="Todos" data={ALERT_OPTIONS} value={values.alerts} onChange={(alerts) => onChange({ alerts })} clearable w={180} />
      <Select
        label="Transportadora"
        placeholder="Todas"
        data={(carriers.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={values.carrier}
        onChange={(carrier) => onChange({ carrier })}
        searchable
        clearable
        w={200}
      />
      <Select label="Drop-shipping" placeholder="Todos" data={DROP_SHIPPING_OPTIONS} value={values.dropShipping} onChange={(dropShipping) => onChange({ dropShipping })} clearable w={180} />
      {operations && (
        <Select
          label="Empresa"
          placeholder={me.data?.company.name}
          data={(companies.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={values.company}
          onChange={(company) => onChange({ company })}
          searchable
          clearable
          w={200}
        />
      )}
    </>
  );
}
