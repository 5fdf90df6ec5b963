import { NO_ACTIVE_FREIGHT_TABLE } from '@despacho/domain';
import { Alert } from '@mantine/core';
import { NoFreightTableNotice } from '../../../shared/quote/no-freight-table-notice';
import { QuoteResultsTable } from '../../../shared/quote/quote-results-table';
import type { OrderQuote } from './use-order-quote';

/**
 * 'CALCULAR FRETE' results under the order form, one to choose (the cheapest is pre-selected); a failed
 * quote is silent and shows as empty (spec §8).
 */
export function OrderQuoteResults({ orderQuote }: { orderQuote: OrderQuote }) {
  const { quote, chosen, choose, error } = orderQuote;
  const quotes = quote.isError ? [] : quote.data?.quotes;
  return (
    <>
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      {quotes &&
        (quotes.length === 0 ? (
          <>
            <Alert color="yellow" variant="light">
              Nenhuma cotação retornada: o pedido será salvo Aguardando Cotação.
            </Alert>
            {quote.data?.message === NO_ACTIVE_FREIGHT_TABLE && <NoFreightTableNotice />}
          </>
        ) : (
          <QuoteResultsTable
            quotes={quotes}
            caption="Cotação: escolha a transportadora"
            chosen={chosen?.id ?? null}
            onChoose={choose}
          />
        ))}
    </>
  );
}
