import { listChannelContactRequestsOptions } from '@despacho/api-client';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { ListPager, usePaging } from '../../../shared/ui/list-pager';
import { PageTitle } from '../../../shared/ui/page-title';

/** Super admins: merchants who installed the app from a channel's store and asked to be contacted. */
export function ChannelContactRequestsPage() {
  const paging = usePaging(20);
  const requests = useQuery({
    ...listChannelContactRequestsOptions({ query: { page: paging.page, limit: paging.limit } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle title="Pedidos de contato das lojas" />
      {requests.isError && <ErrorAlert error={requests.error} />}
      {requests.isPending && (
        <Stack aria-label="Carregando pedidos de contato">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={32} />
          ))}
        </Stack>
      )}
      {requests.data && requests.data.total === 0 && <Text c="dimmed">Nenhum pedido de contato ainda.</Text>}
      {requests.data && requests.data.total > 0 && (
        <>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Canal</Table.Th>
                <Table.Th>Loja</Table.Th>
                <Table.Th>Nome</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Telefone</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.data.map((request) => (
                <Table.Tr key={`${request.store_id}-${request.requested_at}`}>
                  <Table.Td>{new Date(request.requested_at).toLocaleString('pt-BR')}</Table.Td>
                  <Table.Td>{request.channel}</Table.Td>
                  <Table.Td>{request.store_id}</Table.Td>
                  <Table.Td>{request.name}</Table.Td>
                  <Table.Td>{request.email}</Table.Td>
                  <Table.Td>{request.phone}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ListPager total={requests.data.total} sizes={[20, 50, 100]} noun="pedidos" {...paging} />
        </>
      )}
    </>
  );
}
