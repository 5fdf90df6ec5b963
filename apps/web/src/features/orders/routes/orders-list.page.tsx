import 'dayjs/locale/pt-br';
import { ORDER_STATUS_FILTER_OPTIONS, DEFAULT_ORDER_PAGE_SIZE, ORDER_PAGE_SIZES } from '@despacho/domain';
import { Alert, Button, Chip, Group, MultiSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { ListPager, usePaging } from '../../../shared/ui/list-pager';
import { PageTitle } from '../../../shared/ui/page-title';
import { type OrdersPageSize, useOrders } from '../../../shared/api/orders-queries';
import { LabelsBulkAction } from '../../../shared/labels/components/labels-bulk-action';
import { BulkActionsBar } from '../components/bulk/bulk-actions-bar';
import { BulkSearchDialog } from '../components/bulk-search-dialog';
import { initialOrderFilters, listFiltersOf, type OrderFilterValues } from '../components/order-filters';
import { MoreOrderFilters } from '../components/more-order-filters';
import { OrderEntryButtons } from '../components/order-entry-buttons';
import { OrdersReportButton } from '../components/orders-report-button';
import { OrdersTable } from '../../../shared/orders/orders-table';

const STATUS_OPTIONS = ORDER_STATUS_FILTER_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

export function OrdersListPage() {
  const paging = usePaging(DEFAULT_ORDER_PAGE_SIZE);
  // /orders?pickup={number or id} (the pickups screen's link, or the 'Coleta' filter): a pickup's orders, whatever their creation date.
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<OrderFilterValues>(() => initialOrderFilters(params));
  const [bulkOpen, setBulkOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Spec: the search waits 300 ms after typing.
  const [debounced] = useDebouncedValue(filters, 300);
  const pickup = params.get('pickup');
  const listFilters = listFiltersOf(debounced, pickup);
  const orders = useOrders(paging.page, paging.limit as OrdersPageSize, listFilters);
  const change = (next: Partial<OrderFilterValues>) => {
    setFilters((current) => ({ ...current, ...next }));
    setSelected(new Set());
    paging.onPage(1);
  };
  const changePickup = (pickupId: string | null) => {
    setParams(pickupId ? { pickup: pickupId } : {});
    change({ noPickup: false });
  };
  const notFound = orders.data?.filters_not_match.search ?? [];

  return (
    <>
      <PageTitle
        title="Pedidos"
        actions={
          <Group>
            <OrdersReportButton filters={listFilters} />
            <OrderEntryButtons />
          </Group>
        }
      />
      <Group align="flex-end" mb="md" wrap="wrap">
        <TextInput
          label="Buscar"
          placeholder="Pedido, destinatário, CPF/CNPJ ou nota"
          w={300}
          value={filters.search}
          onChange={(event) => change({ search: event.currentTarget.value })}
        />
        <Button variant="subtle" onClick={() => setBulkOpen(true)}>
          Busca em massa
        </Button>
        <MultiSelect
          label="Status"
          placeholder="Todos"
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(status) => change({ status })}
          w={280}
          clearable
        />
        <DatePickerInput
          type="range"
          label="Criado entre"
          valueFormat="DD/MM/YYYY"
          locale="pt-br"
          w={240}
          value={[filters.createdFrom, filters.createdTo]}
          onChange={([createdFrom, createdTo]) => change({ createdFrom, createdTo })}
          clearable
        />
        <MoreOrderFilters values={filters} onChange={change} pickup={pickup} onPickupChange={changePickup} />
        <Chip
          checked={filters.staleTracking}
          onChange={(staleTracking) => change({ staleTracking })}
          color="orange"
          mb={6}
          title="Em trânsito sem evento da transportadora há mais dias úteis que o configurado"
        >
          Rastreamento desatualizado
        </Chip>
      </Group>
      {pickup && (
        <Alert color="blue" mb="md">
          Pedidos da coleta {/^\d+$/.test(pickup) ? pickup : orders.data?.data[0]?.pickup_number}.{' '}
          <Link to="/orders">Ver todos os pedidos</Link>
        </Alert>
      )}
      {notFound.length > 0 && (
        <Alert color="yellow" title="Linhas nao encontradas." mb="md">
          {notFound.join(', ')}
        </Alert>
      )}
      {orders.isError && <ErrorAlert error={orders.error} />}
      {orders.isPending && (
        <Stack aria-label="Carregando pedidos">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} h={40} />
          ))}
        </Stack>
      )}
      {orders.data && orders.data.total === 0 && <Text c="dimmed">Nenhum registro retornado</Text>}
      {orders.data && orders.data.total > 0 && (
        <>
          <LabelsBulkAction references={[...selected]} />
          <BulkActionsBar references={[...selected]} onDone={() => setSelected(new Set())} />
          <OrdersTable orders={orders.data.data} selection={{ selected, onChange: setSelected }} />
          <ListPager
            total={orders.data.total}
            {...paging}
            sizes={ORDER_PAGE_SIZES}
            noun={orders.data.total_capped ? 'pedidos ou mais' : 'pedidos'}
          />
        </>
      )}
      <BulkSearchDialog
        opened={bulkOpen}
        onClose={() => setBulkOpen(false)}
        onSearch={(search) => change({ search })}
      />
    </>
  );
}
