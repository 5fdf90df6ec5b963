import { listQuotationLogsInfiniteOptions } from '@despacho/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';

const PAGE_SIZE = 20;

/** The history a page at a time; MOSTRAR MAIS fetches the next one. */
export function useQuotationLogs() {
  return useInfiniteQuery({
    ...listQuotationLogsInfiniteOptions({ query: { limit: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });
}
