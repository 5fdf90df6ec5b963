import { quoteFreight, type QuoteDto, type QuoteRequestDto } from '@despacho/api-client';
import { useMutation } from '@tanstack/react-query';

export interface QuoteOutcome {
  request: QuoteRequestDto;
  quotes: QuoteDto[];
  message: string;
  /** With a carrier chosen: what the other carriers would charge for the same shipment. */
  others: QuoteDto[];
}

/** The main quote and, when it was for one carrier, the same quote for every other carrier. */
export function useQuote() {
  return useMutation({
    mutationFn: async (request: QuoteRequestDto): Promise<QuoteOutcome> => {
      const { data } = await quoteFreight({ body: request, throwOnError: true });
      if (!request.carrier_service) return { request, quotes: data.data, message: data.message, others: [] };
      const { data: all } = await quoteFreight({
        body: { ...request, carrier_service: undefined },
        throwOnError: true,
      });
      const main = new Set(data.data.map((q) => q.carrier.id));
      return {
        request,
        quotes: data.data,
        message: data.message,
        others: all.data.filter((q) => !main.has(q.carrier.id)),
      };
    },
  });
}
