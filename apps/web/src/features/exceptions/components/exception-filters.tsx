import { EXCEPTION_ACTORS, EXCEPTION_KINDS } from '@despacho/domain';
import type { ExceptionCountsDto } from '@despacho/api-client';
import { Group, SegmentedControl, Select } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useExceptionAssignees, type ExceptionFilters } from '../api/exceptions-queries';
import { actorLabel, kindLabel } from '../../../shared/exceptions/exception-labels';

const FILTER_KEYS = ['kind', 'actor', 'assignee', 'state', 'page'] as const;

/** The filters live in the URL (?state=resolved&kind=…), so a view survives a reload and can be shared. */
export function useExceptionFilters(): [ExceptionFilters, (next: Partial<Record<string, string | null>>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => {
      const value = params.get(key);
      if (!value) return [];
      return [[key, key === 'page' ? Number(value) : value]];
    }),
  ) as ExceptionFilters;
  const change = (next: Partial<Record<string, string | null>>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    if (!('page' in next)) merged.delete('page');
    setParams(merged, { replace: true });
  };
  return [filters, change];
}

interface Props {
  filters: ExceptionFilters;
  onChange: (next: Partial<Record<string, string | null>>) => void;
  counts: ExceptionCountsDto | undefined;
}

export function ExceptionFiltersBar({ filters, onChange, counts }: Props) {
  const assignees = useExceptionAssignees().data?.data ?? [];
  const openOf = (kind: string) => counts?.by_kind.find((row) => row.kind === kind)?.total ?? 0;
  const actorOpen = (actor: string) => counts?.by_actor.find((row) => row.actor === actor)?.total ?? 0;
  const open = filters.state !== 'resolved';
  return (
    <Group align="flex-end" mb="md">
      <SegmentedControl
        aria-label="Situação"
        value={open ? 'open' : 'resolved'}
        onChange={(value) => onChange({ state: value === 'open' ? null : value })}
        data={[
          { value: 'open', label: 'Abertas' },
          { value: 'resolved', label: 'Resolvidas' },
        ]}
      />
      <Select
        label="Tipo"
        placeholder="Todos"
        clearable
        value={filters.kind ?? null}
        onChange={(value) => onChange({ kind: value })}
        data={EXCEPTION_KINDS.map((kind) => ({
          value: kind,
          label: open && counts ? `${kindLabel(kind)} (${openOf(kind)})` : kindLabel(kind),
        }))}
        w={280}
      />
      <Select
        label="Quem age"
        placeholder="Todos"
        clearable
        value={filters.actor ?? null}
        onChange={(value) => onChange({ actor: value })}
        data={EXCEPTION_ACTORS.map((actor) => ({
          value: actor,
          label: open && counts ? `${actorLabel(actor)} (${actorOpen(actor)})` : actorLabel(actor),
        }))}
        w={200}
      />
      <Select
        label="Responsável"
        placeholder="Todos"
        clearable
        value={filters.assignee ?? null}
        onChange={(value) => onChange({ assignee: value })}
        data={[
          { value: 'none', label: 'Sem responsável' },
          ...assignees.map((user) => ({ value: user.id, label: user.name })),
        ]}
        w={220}
      />
    </Group>
  );
}
