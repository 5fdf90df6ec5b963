import { DEFAULT_SETTINGS_PAGE_SIZE, SETTINGS_PAGE_SIZES } from '@despacho/domain';
import type { ChannelListingColumnDto, ChannelProductRowDto } from '@despacho/api-client';
import { Alert, Badge, Button, Checkbox, Group, Progress, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { ListPager, usePaging } from '../../../shared/ui/list-pager';
import { type ListingSort, useChannelListing, useSyncListing, useSyncTasks } from '../api/channel-listing-queries';

export const WHOLE_BASE_QUESTION = 'Tem certeza que deseja sincronizar a base inteira? Isso pode levar alguns minutos.';
export const SYNCED = 'Produtos sincronizados com sucesso';

interface Props {
  integrationId: string;
  listing: { label: string; resource: string };
}

interface SyncSummary {
  created?: number;
  updated?: number;
  unchanged?: number;
  skipped?: number;
  skips?: { sku: string | null; name: string; reason: string }[];
}

const cell = (row: ChannelProductRowDto, field: string) => {
  const value = (row as unknown as Record<string, unknown>)[field];
  if (field === 'in_despacho') return value ? <Badge color="green">Sim</Badge> : <Badge color="gray">Não</Badge>;
  if (field === 'price') return Number(value).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'number' ? value.toLocaleString('pt-BR') : String(value);
};

/**
 * One listing of the channel (settings.md §2 detail page): the channel's rows, sortable columns,
 * pages of 5, 10 or 25, and sync of the chosen rows or of the whole base (confirmed), with the
 * background task's progress and what it did.
 */
/**
 * The channel counts products while the rows are one per variant (Nuvemshop): when this page has more
 * rows than products, the count says so instead of '3 produtos' beside 4 rows.
 */
function rowsDetail(rows: number, total: number, { page, limit }: { page: number; limit: number }) {
  const itemsOnPage = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  return rows > itemsOnPage ? `${rows} linhas nesta página (uma por variação)` : undefined;
}

export function ChannelListing({ integrationId, listing }: Props) {
  const paging = usePaging(DEFAULT_SETTINGS_PAGE_SIZE);
  const [sort, setSort] = useState<ListingSort>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const rows = useChannelListing(integrationId, listing.resource, paging.page, paging.limit, sort);
  const sync = useSyncListing(integrationId, listing.resource);
  const watched = useRef<string | null>(null);
  const [polling, setPolling] = useState(false);
  const tasks = useSyncTasks(polling);
  const queryClient = useQueryClient();
  const task = tasks.data?.data.find(
    (candidate) => (candidate.property as { company_channel_id?: string }).company_channel_id === integrationId,
  );
  const running = !!task && !task.end_at && !task.error;

  useEffect(() => setPolling(running || watched.current !== null), [running]);
  useEffect(() => {
    if (!task || task.id !== watched.current || running) return;
    watched.current = null;
    setPolling(false);
    if (task.error) notifications.show({ color: 'red', message: `Ocorreu um erro: ${task.error}` });
    else {
      notifications.show({ color: 'green', message: SYNCED });
      void queryClient.invalidateQueries({ queryKey: [{ _id: 'getCompanyChannelListing' }] });
    }
  }, [task, running, queryClient]);

  const start = (ids: string[] | undefined) =>
    sync.mutate(ids, {
      onSuccess: (result) => {
        watched.current = result.id ?? null;
        setPolling(true);
        setConfirming(false);
        setSelected([]);
        notifications.show({ color: 'blue', message: result.message });
      },
      onError: (error) => notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` }),
    });

  const toggleSort = (column: ChannelListingColumnDto) => {
    if (!column.sortable) return;
    const field = column.field as 'name' | 'price';
    setSort(
      sort?.field === field
        ? { field, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
        : { field, direction: 'asc' },
    );
    paging.onPage(1);
  };
  const data = rows.data;
  const pageIds = data?.data.map((row) => row.id) ?? [];
  const allChosen = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const summary = task?.end_at ? (task.property as SyncSummary) : null;

  return (
    <>
      <Group mb="sm">
        <Button
          variant="default"
          disabled={selected.length === 0 || running}
          loading={sync.isPending && sync.variables !== undefined}
          onClick={() => start(selected)}
        >
          SINCRONIZAR SELECIONADOS ({selected.length})
        </Button>
        <Button disabled={running} onClick={() => setConfirming(true)}>
          SINCRONIZAR BASE INTEIRA
        </Button>
      </Group>
      {running && (
        <Alert color="blue" variant="light" mb="sm" title="Sincronizando produtos…">
          <Progress value={task.progress} animated aria-label="Progresso da sincronização" />
          <Text size="sm" mt={4}>
            {task.progress}%
          </Text>
        </Alert>
      )}
      {summary && !running && (
        <Alert color="green" variant="light" mb="sm" title="Última sincronização">
          {summary.created ?? 0} criados, {summary.updated ?? 0} atualizados, {summary.unchanged ?? 0} sem mudanças,{' '}
          {summary.skipped ?? 0} ignorados.
          {(summary.skips ?? []).slice(0, 5).map((skip) => (
            <Text size="sm" key={`${skip.sku}-${skip.name}`}>
              {skip.sku ?? skip.name}: {skip.reason}
            </Text>
          ))}
        </Alert>
      )}
      {rows.isError && <ErrorAlert error={rows.error} />}
      {rows.isPending && <Skeleton h={160} />}
      {data && data.total === 0 && <Text c="dimmed">Nenhum item de {listing.label.toLowerCase()} na loja.</Text>}
      {data && data.total > 0 && (
        <>
          <Table striped highlightOnHover aria-label={listing.label}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Checkbox
                    aria-label="Selecionar todos da página"
                    checked={allChosen}
                    onChange={() =>
                      setSelected(
                        allChosen
                          ? selected.filter((id) => !pageIds.includes(id))
                          : [...new Set([...selected, ...pageIds])],
                      )
                    }
                  />
                </Table.Th>
                {data.columns.map((column) => (
                  <Table.Th key={column.field}>
                    {column.sortable ? (
                      <UnstyledButton fw={600} fz="sm" onClick={() => toggleSort(column)}>
                        {column.label}
                        {sort?.field === column.field ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                      </UnstyledButton>
                    ) : (
                      column.label
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Selecionar ${row.name}`}
                      checked={selected.includes(row.id)}
                      onChange={() =>
                        setSelected(
                          selected.includes(row.id) ? selected.filter((id) => id !== row.id) : [...selected, row.id],
                        )
                      }
                    />
                  </Table.Td>
                  {data.columns.map((column) => (
                    <Table.Td key={column.field}>{cell(row, column.field)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ListPager
            total={data.total}
            sizes={SETTINGS_PAGE_SIZES}
            noun={listing.label.toLowerCase()}
            detail={rowsDetail(data.data.length, data.total, paging)}
            {...paging}
          />
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Sincronizar a base inteira"
        confirmLabel="SINCRONIZAR"
        loading={sync.isPending}
        onConfirm={() => start(undefined)}
        onClose={() => setConfirming(false)}
      >
        {WHOLE_BASE_QUESTION}
      </ConfirmDialog>
    </>
  );
}
