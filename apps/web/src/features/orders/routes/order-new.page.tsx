import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { lastQuote } from '../../../shared/last-quote';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useQuote } from '../../quote/api/use-quote';
import { useOrderCommand } from '../api/use-order-command';
import { OrderForm } from '../components/order-form';
import { OrderQuoteResults } from '../components/order-quote-results';
import { newOrderValues, payloadOf, quoteRequestOfOrder } from '../components/order-values';

export function OrderNewPage() {
  const navigate = useNavigate();
  const command = useOrderCommand();
  const quote = useQuote();
  return (
    <>
      <PageTitle title="Novo Pedido" />
      {command.isError && <ErrorAlert error={command.error} />}
      <Stack gap="xl">
        <OrderForm
          initialValues={newOrderValues()}
          submitLabel="CADASTRAR"
          saving={command.isPending}
          quoting={quote.isPending}
          onQuote={(values) => quote.mutate(quoteRequestOfOrder(values))}
          onSubmit={(values) =>
            command.mutate(
              { action: 'NewOrder', payload: payloadOf(values) },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: 'Pedido cadastrado com sucesso' });
                  lastQuote.clear();
                  navigate('/orders');
                },
              },
            )
          }
        />
        <OrderQuoteResults quote={quote} />
      </Stack>
    </>
  );
}
