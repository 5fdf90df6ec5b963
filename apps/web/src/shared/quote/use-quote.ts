import { quoteFreight, type QuoteDto, type QuoteRequestDto } from '@despacho/api-client';
import { useMutation } from '@tanstack/react-query';

export interface QuoteOutcome {
  request: QuoteRequestDto;
  quotes: QuoteDto[];
  message: string;
}

/** One quote (POST quotations) as the screens show it. */
export function useQuote() {
  return useMutation({
    mutationFn: async (request: QuoteRequestDto): Promise<QuoteOutcome> => {
      const { data } = await quoteFreight({ body: request, throwOnError: true });
      return { request, quotes: data.data, message: data.message };
    },
  });
}
