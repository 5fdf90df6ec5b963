import { DEFAULT_SETTINGS_PAGE_SIZE, SETTINGS_PAGE_SIZES } from '@despacho/domain';
import type { FreightTableDto } from '@despacho/api-client';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useMe } from '../../../shared/use-me';
import { useFreightTables } from '../api/freight-tables-queries';
import { useTableStatus } from '../api/use-table-status';
import { FreightTablesTable } from '../components/freight-tables-table';
import { MainDestinations } from '../components/main-destinations';
import { FreightTableRequest } from '../components/freight-table-request';
import { TableCsvButton } from '../components/table-csv-button';
import { ListPager, usePaging } from '../../../shared/ui/list-pager';

export function FreightTablesListPage() {
  const { data: me } = useMe();
  const paging = usePaging(DEFAULT_SETTINGS_PAGE_SIZE);
  const tables = useFreightTables(paging.page, paging.limit);
  const status = useTableStatus();
  // Spec: a switch stays disabled after a click until the list reloads.
  const [lockedAt, setLockedAt] = useState<Record<string, number>>({});
  const isSuperAdmin = Boolean(me?.is_super_admin);

  const toggle = (table: FreightTableDto, active: boolean) => {
    setLockedAt((locked) => ({ ...locked, [table.id]: tables.dataUpdatedAt }));
    status.mutate(
      { id: table.id, version: table.version, active },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: active ? 'Tabela de frete ATIVADA com sucesso!' : 'Tabela de frete INATIVADA com sucesso!',
          }),
        onError: (error) => notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` }),
      },
    );
  };

  return (
    <>
      <PageTitle
        title="Tabelas de Frete"
        actions={
          isSuperAdmin && (
            <Group>
              <Button component={Link} to="/settings/freight-tables/reuse" variant="default">
                REAPROVEITAR TABELA
              </Button>
              <Button component={Link} to="/settings/freight-tables/new">
                NOVA TABELA
              </Button>
            </Group>
          )
        }
      />
      {tables.isError && <ErrorAlert error={tables.error} />}
      {tables.isPending && (
        <Stack aria-label="Carregando tabelas de frete">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={32} />
          ))}
        </Stack>
      )}
      {tables.data && tables.data.total === 0 && <FreightTableRequest />}
      {tables.data && tables.data.total > 0 && (
        <>
          <FreightTablesTable
            tables={tables.data.data}
            isLocked={(id) => lockedAt[id] === tables.dataUpdatedAt}
            onToggle={toggle}
            destinations={(table) => <MainDestinations destinations={table.main_destinations} />}
            download={isSuperAdmin ? (table) => table.version === 3 && <TableCsvButton table={table} /> : undefined}
          />
          <ListPager total={tables.data.total} {...paging} sizes={SETTINGS_PAGE_SIZES} noun="tabelas" />
        </>
      )}
    </>
  );
}
