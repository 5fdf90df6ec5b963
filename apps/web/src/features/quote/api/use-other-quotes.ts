import { listCarriersOptions, quoteFreight, type QuoteDto } from '@despacho/api-client';
import { LOOKUP_LIMIT } from '@despacho/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { QuoteOutcome } from '../../../shared/quote/use-quote';

/**
 * settings.md §2: after the main quote, the same quote is sent to each other carrier for the
 * 'Outras cotações' table, one request per carrier. Failures stay silent (§8): a carrier whose quote
 * fails is left out and never hides the main result.
 */
export function useOtherQuotes(main: QuoteOutcome | undefined): QuoteDto[] {
  const carriers = useQuery(listCarriersOptions({ query: { limit: LOOKUP_LIMIT, page: 1 } }));
  const shown = new Set(main?.quotes.map((quote) => quote.carrier.id));
  const others = main
    ? (carriers.data?.data ?? []).filter(
        (carrier) =>
          carrier.active && !shown.has(carrier.id) && carrier.canonical_name !== main.request.carrier_service,
      )
    : [];
  const answers = useQueries({
    queries: others.map((carrier) => ({
      queryKey: ['other-quote', main?.request, carrier.canonical_name],
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const body = { ...main!.request, carrier_service: carrier.canonical_name };
        const { data } = await quoteFreight({ body, signal, throwOnError: true });
        return data.data;
      },
      retry: false,
      staleTime: Infinity,
    })),
  });
  return answers.flatMap((answer) => answer.data ?? []);
}
