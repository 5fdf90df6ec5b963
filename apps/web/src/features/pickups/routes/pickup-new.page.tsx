import { DEFAULT_PICKUP_ORDER_PICKER_PAGE_SIZE, PICKUP_ORDER_PICKER_PAGE_SIZES } from '@despacho/domain';
import { Alert, Button, Group, Skeleton, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { ListPager, usePaging } from '../../../shared/ui/list-pager';
import { PageTitle } from '../../../shared/ui/page-title';
import { type OrdersPageSize, useOrders } from '../../../shared/api/orders-queries';
import { OrdersTable } from '../../../shared/orders/orders-table';
import { usePickupCommand } from '../api/pickups-queries';

/** Status 91: awaiting acceptance (2) without a pickup and with a carrier, the orders a pickup can be requested for. */
const AWAITING_PICKUP = { status: '91' };

/** 'Solicitar nova coleta': choose orders (100 per page: 50/100/200), an optional note, submit. */
export function PickupNewPage() {
  const navigate = useNavigate();
  const paging = usePaging(DEFAULT_PICKUP_ORDER_PICKER_PAGE_SIZE);
  const orders = useOrders(paging.page, paging.limit as OrdersPageSize, AWAITING_PICKUP);
  const run = usePickupCommand();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const idsOf = (references: ReadonlySet<string>) =>
    (orders.data?.data ?? []).filter((o) => references.has(o.reference)).map((o) => o.id);

  const submit = () =>
    run.mutate(
      { action: 'NewPickup', payload: { order_ids: idsOf(selected), note: note.trim() || null } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Coleta solicitada com sucesso, aguarde nosso retorno.' });
          void navigate('/pickups');
        },
        onError: (failure) => setError(`Ocorreu um erro: ${errorMessage(failure)}`),
      },
    );

  return (
    <>
      <PageTitle title="Solicitar nova coleta" />
      <Textarea
        label="Observação"
        placeholder="Opcional: instruções para a transportadora"
        rows={2}
        maw={600}
        mb="md"
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      {error && (
        <Alert color="red" mb="md" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between" mb="sm">
        <Text size="sm">{selected.size} pedidos selecionados</Text>
        <Button onClick={submit} disabled={selected.size === 0 || run.isPending} loading={run.isPending}>
          SOLICITAR COLETA
        </Button>
      </Group>
      {orders.isPending && <Skeleton h={160} />}
      {orders.data?.total === 0 && <Text c="dimmed">Nenhum pedido aguardando coleta.</Text>}
      {orders.data && orders.data.total > 0 && (
        <>
          <OrdersTable orders={orders.data.data} selection={{ selected, onChange: setSelected }} />
          <ListPager total={orders.data.total} {...paging} sizes={PICKUP_ORDER_PICKER_PAGE_SIZES} noun="pedidos" />
        </>
      )}
    </>
  );
}
