import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { PageTitle } from '../../../shared/ui/page-title';
import { useQuotationLogs } from '../api/quotation-logs-queries';
import { QuotationCsvButton } from '../components/quotation-csv-button';
import { QuotationLogsTable } from '../components/quotation-logs-table';

/** 'Histórico de Cotações': fetch failures stay silent (spec), the list shows what it has. */
export function QuotationLogsPage() {
  const logs = useQuotationLogs();
  const rows = logs.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <>
      <PageTitle
        title="Histórico de Cotações"
        actions={
          <Group>
            <Button
              variant="default"
              onClick={() => logs.refetch()}
              loading={logs.isRefetching && !logs.isFetchingNextPage}
            >
              ATUALIZAR
            </Button>
            <QuotationCsvButton />
          </Group>
        }
      />
      {logs.isPending && (
        <Stack aria-label="Carregando histórico">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={32} />
          ))}
        </Stack>
      )}
      {!logs.isPending && rows.length === 0 && <Text c="dimmed">Nenhuma cotação realizada ainda.</Text>}
      {rows.length > 0 && <QuotationLogsTable logs={rows} />}
      {logs.hasNextPage && (
        <Group justify="center" mt="md">
          <Button variant="light" onClick={() => logs.fetchNextPage()} loading={logs.isFetchingNextPage}>
            MOSTRAR MAIS
          </Button>
        </Group>
      )}
    </>
  );
}
