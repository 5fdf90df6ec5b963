import { Loader, Pagination, Text } from '@mantine/core';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useExceptionCounts } from '../../../shared/exceptions/exception-counts-query';
import { EXCEPTIONS_PAGE, useExceptions } from '../api/exceptions-queries';
import { ExceptionCounts } from '../components/exception-counts';
import { ExceptionFiltersBar, useExceptionFilters } from '../components/exception-filters';
import { ExceptionsTable } from '../components/exceptions-table';

/** /exceptions: the orders that need someone (issue 32), open ones oldest first. */
export function ExceptionsPage() {
  const [filters, setFilters] = useExceptionFilters();
  const list = useExceptions(filters);
  const counts = useExceptionCounts();
  const resolved = filters.state === 'resolved';
  return (
    <>
      <PageTitle title="Exceções" />
      <ExceptionCounts counts={counts.data} />
      <ExceptionFiltersBar filters={filters} onChange={setFilters} counts={counts.data} />
      {list.isPending && <Loader aria-label="Carregando" />}
      {list.isError && <ErrorAlert error={list.error} />}
      {list.data && list.data.data.length === 0 && (
        <Text c="dimmed">{resolved ? 'Nenhuma exceção resolvida.' : 'Nenhuma exceção aberta :)'}</Text>
      )}
      {list.data && list.data.data.length > 0 && <ExceptionsTable rows={list.data.data} resolved={resolved} />}
      {list.data && list.data.total > EXCEPTIONS_PAGE && (
        <Pagination
          mt="md"
          total={Math.ceil(list.data.total / EXCEPTIONS_PAGE)}
          value={filters.page ?? 1}
          onChange={(page) => setFilters({ page: String(page) })}
        />
      )}
    </>
  );
}
