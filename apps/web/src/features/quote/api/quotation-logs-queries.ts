import { listQuotationLogsInfiniteOptions } from '@despacho/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';

/** public-account.md §7: page 1 at the default limit of 20, then 'show more' asks for 10 at a time. */
const FIRST_PAGE_SIZE = 20;
const MORE_PAGE_SIZE = 10;

/** The history a page at a time; MOSTRAR MAIS fetches the next 10 (the first 20 are pages 1–2 of 10). */
export function useQuotationLogs() {
  return useInfiniteQuery({
    ...listQuotationLogsInfiniteOptions(),
    initialPageParam: { query: { limit: FIRST_PAGE_SIZE, page: 1 } },
    getNextPageParam: (last, pages) => {
      const loaded = FIRST_PAGE_SIZE + (pages.length - 1) * MORE_PAGE_SIZE;
      return loaded < last.total ? { query: { limit: MORE_PAGE_SIZE, page: loaded / MORE_PAGE_SIZE + 1 } } : undefined;
    },
  });
}
