import { listCarriersOptions, listCompaniesOptions, listPickupsOptions, type PickupDto } from '@despacho/api-client';
import { formatDate, LOOKUP_LIMIT } from '@despacho/domain';
import { Checkbox, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMe } from '../../../shared/use-me';
import { ALERT_OPTIONS, DEADLINE_OPTIONS, DROP_SHIPPING_OPTIONS, type OrderFilterValues } from './order-filters';

interface Props {
  values: OrderFilterValues;
  onChange: (next: Partial<OrderFilterValues>) => void;
  /** The chosen pickup's id (the list's ?pickup=). */
  pickup: string | null;
  onPickupChange: (pickupId: string | null) => void;
}

/** A pickup in the filter: its number, day, carrier (upper case, as the pickups list writes it) and CD. */
function pickupLabel(pickup: PickupDto): string {
  return `${pickup.number} · ${formatDate(pickup.pickuped_at ?? pickup.deadline)} · ${pickup.carrier.toUpperCase()} · CD ${pickup.distribution_center.reference}`;
}

/** Deadline, alerts, carrier, pickup, without pickup, drop-shipping and (operations) company filters of the orders list (orders-pickups.md §2, §7). */
export function MoreOrderFilters({ values, onChange, pickup, onPickupChange }: Props) {
  const carriers = useQuery(listCarriersOptions({ query: { limit: LOOKUP_LIMIT } }));
  // The company's 100 newest pickups; an older one is still reached from the pickups screen's link.
  const pickups = useQuery(listPickupsOptions({ query: { limit: LOOKUP_LIMIT } }));
  const me = useMe();
  const operations = Boolean(me.data?.is_super_admin);
  const companies = useQuery({ ...listCompaniesOptions({ query: { limit: LOOKUP_LIMIT } }), enabled: operations });
  return (
    <>
      <Select
        label="Prazo"
        placeholder="Todos"
        data={DEADLINE_OPTIONS}
        value={values.deadline}
        onChange={(deadline) => onChange({ deadline })}
        clearable
        w={190}
      />
      <Select
        label="Alertas"
        placeholder="Todos"
        data={ALERT_OPTIONS}
        value={values.alerts}
        onChange={(alerts) => onChange({ alerts })}
        clearable
        w={180}
      />
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
      <Select
        label="Coleta"
        placeholder="Todas"
        data={(pickups.data?.data ?? []).map((p) => ({ value: p.id, label: pickupLabel(p) }))}
        value={pickup}
        onChange={onPickupChange}
        searchable
        clearable
        w={260}
      />
      <Checkbox
        label="Sem coleta"
        checked={values.noPickup}
        onChange={(event) => {
          const noPickup = event.currentTarget.checked;
          if (noPickup) onPickupChange(null); // 'without pickup' and a chosen pickup exclude each other
          onChange({ noPickup });
        }}
        mb={8}
      />
      <Select
        label="Drop-shipping"
        placeholder="Todos"
        data={DROP_SHIPPING_OPTIONS}
        value={values.dropShipping}
        onChange={(dropShipping) => onChange({ dropShipping })}
        clearable
        w={180}
      />
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
