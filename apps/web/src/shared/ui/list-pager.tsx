import { Group, Pagination, Select, Text } from '@mantine/core';
import { useState } from 'react';

interface Props {
  total: number;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  /** A new page size goes back to page 1. */
  onLimit: (limit: number) => void;
  /** Spec page sizes of the list, e.g. [5, 10, 25]. */
  sizes: readonly number[];
  /** What the list holds, plural ('produtos'), for the count and the size picker's label. */
  noun: string;
  /** Said after the count when the rows are not one per counted item (e.g. one row per variant). */
  detail?: string;
}

/** The footer of a paged list: page size, count and pages. */
export function ListPager({ total, page, limit, onPage, onLimit, sizes, noun, detail }: Props) {
  return (
    <Group justify="space-between" mt="md">
      <Group gap="xs">
        <Text size="sm">Por página</Text>
        <Select
          aria-label={`${noun[0].toUpperCase()}${noun.slice(1)} por página`}
          w={80}
          data={sizes.map(String)}
          value={String(limit)}
          onChange={(value) => onLimit(Number(value ?? sizes[0]))}
          allowDeselect={false}
        />
        <Text size="sm" c="dimmed">
          {total} {noun}
          {detail && ` · ${detail}`}
        </Text>
      </Group>
      <Pagination total={Math.ceil(total / limit)} value={page} onChange={onPage} />
    </Group>
  );
}

/** Page and page size of a list; a new size starts again from page 1. */
export function usePaging(initialLimit: number) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(initialLimit);
  return {
    page,
    limit,
    onPage: setPage,
    onLimit: (size: number) => {
      setLimit(size);
      setPage(1);
    },
  };
}
