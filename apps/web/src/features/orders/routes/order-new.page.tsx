import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { lastQuote } from '../../../shared/last-quote';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useOrderCommand } from '../api/use-order-command';
import { OrderForm } from '../components/order-form';
import { OrderQuoteResults } from '../components/order-quote-results';
import { newOrderValues, payloadOf } from '../components/order-values';
import { useOrderQuote } from '../components/use-order-quote';

export function OrderNewPage() {
  const navigate = useNavigate();
  const command = useOrderCommand();
  const orderQuote = useOrderQuote();
  return (
    <>
      <PageTitle title="Novo Pedido" />
      {command.isError && <ErrorAlert error={command.error} />}
      <Stack gap="xl">
        <OrderForm
          initialValues={newOrderValues()}
          submitLabel="CADASTRAR"
          saving={command.isPending}
          quoting={orderQuote.quote.isPending}
          onQuote={orderQuote.run}
          onSubmit={(values) => {
            const carrier = orderQuote.carrierFor(values);
            if (!carrier) return;
            command.mutate(
              { action: 'NewOrder', payload: { ...payloadOf(values), ...carrier } },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: 'Pedido cadastrado com sucesso' });
                  lastQuote.clear();
                  void navigate('/orders');
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
