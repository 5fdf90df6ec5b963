import type { QuotationLogDto } from '@despacho/api-client';
import { formatBRL, formatCep, formatDateTime } from '@despacho/domain';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { ChannelLogo } from '../../../shared/ui/channel-logo';

const channelOf = (log: QuotationLogDto) =>
  log.channel ?? (log.channel_id === null ? 'Despacho' : `Canal ${log.channel_id}`);
const skusOf = (log: QuotationLogDto) =>
  log.parameters.parcels
    .map((p) => p.reference)
    .filter(Boolean)
    .join(', ') || '—';

export function QuotationLogsTable({ logs }: { logs: QuotationLogDto[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {['#', 'Canal', 'Origem', 'CEP Destino', 'SKUs', 'Resposta', 'Status', 'Data e Hora'].map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {logs.map((log) => (
            <Table.Tr key={log.id}>
              <Table.Td>{log.id}</Table.Td>
              <Table.Td>
                <ChannelLogo channelId={log.channel_id} name={channelOf(log)} />
              </Table.Td>
              <Table.Td>{log.parameters.origin ?? formatCep(log.parameters.zip_from)}</Table.Td>
              <Table.Td>{formatCep(log.parameters.zip_to)}</Table.Td>
              <Table.Td>{skusOf(log)}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {log.response.map((r) => (
                    <Text key={r.carrier} size="xs">
                      {r.carrier}: {formatBRL(r.estimated_cost)} em {r.delivery_days}{' '}
                      {r.delivery_days === 1 ? 'dia útil' : 'dias úteis'}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge color={log.response.length ? 'green' : 'red'} variant="light">
                  {log.response.length ? 'Cotado' : 'Sem cotação'}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDateTime(log.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
