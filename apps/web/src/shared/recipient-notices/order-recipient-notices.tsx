import { formatDateTime } from '@despacho/domain';
import { Badge, Skeleton, Table, Text } from '@mantine/core';
import { orderRecipientNoticesOptions } from '@despacho/api-client';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../ui/error-alert';
import { CHANNEL_LABELS, STATE_LABELS, stepLabel } from './notice-labels';

/** The order's notices; polled while one is on its way, so a send's outcome shows without reloading. */
const useOrderRecipientNotices = (orderId: string) =>
  useQuery({
    ...orderRecipientNoticesOptions({ path: { id: orderId } }),
    refetchInterval: (query) =>
      query.state.data?.data.some((notice) => ['pending', 'accepted', 'sent'].includes(notice.state)) ? 3000 : false,
  });

/** 'Avisos ao destinatário' on the order's detail: each step told, by which channel, how it went. */
export function OrderRecipientNotices({ orderId }: { orderId: string }) {
  const notices = useOrderRecipientNotices(orderId);
  if (notices.isError) return <ErrorAlert error={notices.error} />;
  if (!notices.data) return <Skeleton h={60} aria-label="Carregando avisos" />;
  if (notices.data.data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Nenhum aviso enviado ao destinatário.
      </Text>
    );
  return (
    <Table aria-label="Avisos ao destinatário">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Etapa</Table.Th>
          <Table.Th>Canal</Table.Th>
          <Table.Th>Situação</Table.Th>
          <Table.Th>Atualizado em</Table.Th>
          <Table.Th>Erro</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {notices.data.data.map((notice) => {
          const state = STATE_LABELS[notice.state] ?? { label: notice.state, color: 'gray' };
          return (
            <Table.Tr key={notice.id}>
              <Table.Td>{stepLabel(notice.step)}</Table.Td>
              <Table.Td>{CHANNEL_LABELS[notice.channel] ?? notice.channel}</Table.Td>
              <Table.Td>
                <Badge color={state.color} variant="light">
                  {state.label}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDateTime(notice.updated_at)}</Table.Td>
              <Table.Td>
                <Text size="sm" c="red">
                  {notice.error ?? ''}
                  {notice.attempts > 1 ? ` (${notice.attempts} tentativas)` : ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
