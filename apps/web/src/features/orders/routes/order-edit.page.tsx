import { getOrderQueryKey } from '@despacho/api-client';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { lastQuote } from '../../../shared/last-quote';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useOrder } from '../api/use-order';
import { useOrderCommand } from '../api/use-order-command';
import { OrderForm } from '../components/order-form';
import { OrderQuoteResults } from '../components/order-quote-results';
import { payloadOf, valuesOfOrder } from '../components/order-values';
import { quoteKeyOf, useOrderQuote } from '../components/use-order-quote';

/** orders-pickups.md §2: the edit menu is offered for statuses 1, 2, 10, 11 and 12 only. */
const EDITABLE = [1, 2, 10, 11, 12];

/** /orders/{id}/edit 'Editar Pedido': the new-order form prefilled, 'SALVAR', back to the detail. */
export function OrderEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useOrder(id);
  const command = useOrderCommand();
  // Until the CD, CEP or volumes change, the order may keep the quote it was saved with.
  const orderQuote = useOrderQuote(order.data ? quoteKeyOf(valuesOfOrder(order.data)) : null);

  if (order.isError) return <ErrorAlert error={order.error} />;
  if (!order.data) return <Skeleton h={400} />;
  if (!EDITABLE.includes(order.data.status.id)) {
    return (
      <>
        <PageTitle title="Editar Pedido" />
        <Alert color="yellow">
          Um pedido {order.data.status.description} não pode ser editado.{' '}
          <Link to={`/orders/${id}`}>Voltar ao pedido</Link>
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageTitle title="Editar Pedido" />
      {command.isError && <ErrorAlert error={command.error} />}
      <Stack gap="xl">
        <OrderForm
          initialValues={valuesOfOrder(order.data)}
          submitLabel="SALVAR"
          saving={command.isPending}
          quoting={orderQuote.quote.isPending}
          onQuote={orderQuote.run}
          onSubmit={(values) => {
            const carrier = orderQuote.carrierFor(values);
            if (!carrier) return;
            command.mutate(
              { action: 'UpdateOrder', payload: { ...payloadOf(values), ...carrier, id } },
              {
                onSuccess: async () => {
                  notifications.show({ color: 'green', message: 'Pedido atualizado com sucesso' });
                  lastQuote.clear();
                  await queryClient.invalidateQueries({ queryKey: getOrderQueryKey({ path: { id } }) });
                  void navigate(`/orders/${id}`);
                },
              },
            );
          }}
        />
        <OrderQuoteResults orderQuote={orderQuote} />
      </Stack>
    </>
  );
}
