import type { ChannelFilterDto } from '@despacho/api-client';
import { Alert, Button, Group, MultiSelect, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FilterMap } from '../api/channel-listing-queries';

export const UNSAVED = 'Há alterações não salvas nos filtros.';

interface Props {
  filters: ChannelFilterDto[];
  value: FilterMap;
  saving: boolean;
  onSave: (map: FilterMap) => void;
}

const isEmpty = (value: FilterMap[string] | undefined) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
/** Order-insensitive for lists, so re-choosing the same options is not a change. */
const same = (a: FilterMap[string] | undefined, b: FilterMap[string] | undefined) =>
  (isEmpty(a) && isEmpty(b)) ||
  (Array.isArray(a) && Array.isArray(b) ? [...a].sort().join() === [...b].sort().join() : a === b);

/**
 * The order import's filters (settings.md §3 Filter): one field per filter by its type. Changes
 * raise the unsaved-changes warning, also on leaving the page, until saved.
 */
export function ChannelFiltersForm({ filters, value, saving, onSave }: Props) {
  const [map, setMap] = useState<FilterMap>(value);
  useEffect(() => setMap(value), [value]);
  const dirty = filters.some((filter) => !same(map[filter.id], value[filter.id]));
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const set = (id: string, next: FilterMap[string] | undefined) => {
    const copy = { ...map };
    if (isEmpty(next)) delete copy[id];
    else copy[id] = next as FilterMap[string];
    setMap(copy);
  };

  return (
    <Stack maw={520}>
      {filters.map((filter) => {
        const current = map[filter.id];
        const options = filter.options.map((option) => ({ value: option.id, label: option.name }));
        switch (filter.type) {
          case 'integer':
            return (
              <NumberInput
                key={filter.id}
                label={filter.description}
                min={0}
                allowDecimal={false}
                value={typeof current === 'number' ? current : ''}
                onChange={(next) => set(filter.id, typeof next === 'number' ? next : undefined)}
              />
            );
          case 'date':
            return (
              <TextInput
                key={filter.id}
                type="date"
                label={filter.description}
                value={typeof current === 'string' ? current : ''}
                onChange={(event) => set(filter.id, event.currentTarget.value)}
              />
            );
          case 'string':
            return (
              <TextInput
                key={filter.id}
                label={filter.description}
                maxLength={100}
                value={typeof current === 'string' ? current : ''}
                onChange={(event) => set(filter.id, event.currentTarget.value)}
              />
            );
          default:
            return filter.is_multiple ? (
              <MultiSelect
                key={filter.id}
                label={filter.description}
                placeholder="Todos"
                data={options}
                value={Array.isArray(current) ? current : []}
                onChange={(next) => set(filter.id, next)}
                clearable
              />
            ) : (
              <Select
                key={filter.id}
                label={filter.description}
                placeholder="Nenhum"
                data={options}
                value={typeof current === 'string' ? current : null}
                onChange={(next) => set(filter.id, next ?? undefined)}
                clearable
              />
            );
        }
      })}
      {dirty && (
        <Alert color="yellow" variant="light">
          {UNSAVED}
        </Alert>
      )}
      <Group>
        <Button onClick={() => onSave(map)} loading={saving} disabled={!dirty}>
          SALVAR FILTROS
        </Button>
      </Group>
    </Stack>
  );
}
