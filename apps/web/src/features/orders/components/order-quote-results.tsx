import { Alert } from '@mantine/core';
import type { useQuote } from '../../quote/api/use-quote';
import { QuoteResultsTable } from '../../quote/components/quote-results-table';

/** 'CALCULAR FRETE' results under the order form; a failed quote is silent and shows as empty (spec §8). */
export function OrderQuoteResults({ quote }: { quote: ReturnType<typeof useQuote> }) {
  const quotes = quote.isError ? [] : quote.data?.quotes;
  if (!quotes) return null;
  return quotes.length === 0 ? (
    <Alert color="yellow" variant="light">
      Nenhuma cotação retornada
    </Alert>
  ) : (
    <QuoteResultsTable quotes={quotes} caption="Cotação" />
  );
}
