import { LOOKUP_LIMIT } from '@despacho/domain';
import 'dayjs/locale/pt-br';
import { listCarriersOptions } from '@despacho/api-client';
import { Group, MultiSelect } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export interface DashboardFilterValues {
  dateStart: string;
  dateEnd: string;
  carriers: string[];
}

/** public-account.md §9: the default period is the last 30 days, today included. */
const DEFAULT_PERIOD_DAYS = 30;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters live in the URL (date_start, date_end, carrier), so a period can be shared and reloaded. */
export function useDashboardFilters(): [DashboardFilterValues, (next: Partial<DashboardFilterValues>) => void] {
  const [params, setParams] = useSearchParams();
  const today = dayjs().format('YYYY-MM-DD');
  const dateEnd = DAY.test(params.get('date_end') ?? '') ? params.get('date_end')! : today;
  const dateStart = DAY.test(params.get('date_start') ?? '')
    ? params.get('date_start')!
    : dayjs(dateEnd)
        .subtract(DEFAULT_PERIOD_DAYS - 1, 'day')
        .format('YYYY-MM-DD');
  const carriers = (params.get('carrier') ?? '').split(',').filter(Boolean);
  const values = { dateStart, dateEnd, carriers };
  const change = (next: Partial<DashboardFilterValues>) => {
    const merged = { ...values, ...next };
    const search = new URLSearchParams({ date_start: merged.dateStart, date_end: merged.dateEnd });
    if (merged.carriers.length) search.set('carrier', merged.carriers.join(','));
    setParams(search, { replace: true });
  };
  return [values, change];
}

export function DashboardFilters({
  values,
  onChange,
}: {
  values: DashboardFilterValues;
  onChange: (next: Partial<DashboardFilterValues>) => void;
}) {
  const carriers = useQuery(listCarriersOptions({ query: { limit: LOOKUP_LIMIT } }));
  // The range being picked: the URL changes only once both ends are chosen.
  const [range, setRange] = useState<[string | null, string | null]>([values.dateStart, values.dateEnd]);
  useEffect(() => setRange([values.dateStart, values.dateEnd]), [values.dateStart, values.dateEnd]);
  return (
    <Group align="flex-end" wrap="wrap">
      <DatePickerInput
        type="range"
        label="Período"
        valueFormat="DD/MM/YYYY"
        locale="pt-br"
        w={240}
        allowSingleDateInRange
        value={range}
        onChange={([dateStart, dateEnd]) => {
          setRange([dateStart, dateEnd]);
          if (dateStart && dateEnd) onChange({ dateStart, dateEnd });
        }}
      />
      <MultiSelect
        label="Transportadoras"
        placeholder={values.carriers.length ? undefined : 'Todas'}
        data={(carriers.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={values.carriers}
        onChange={(next) => onChange({ carriers: next })}
        clearable
        searchable
        w={320}
      />
    </Group>
  );
}
