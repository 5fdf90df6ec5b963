import type { BatchDto } from '@despacho/api-client';
import { formatDateTime } from '@despacho/domain';
import { Badge, Button, Drawer, List, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { TruncatedText } from '../ui/truncated-text';

const STATUS: Record<string, { label: string; colour: string }> = {
  pending: { label: 'Na fila', colour: 'gray' },
  running: { label: 'Processando', colour: 'blue' },
  done: { label: 'Concluído', colour: 'green' },
  failed: { label: 'Falhou', colour: 'red' },
};

/**
 * Id, batch (its number in the company), total, success, error and created date (orders-pickups.md §2);
 * the 'Log de errors' side panel per batch. The id is cut to its first characters, whole in a tooltip.
 */
export function BatchesTable({ batches }: { batches: BatchDto[] }) {
  const [opened, setOpened] = useState<BatchDto | null>(null);
  return (
    <>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {['Id', 'Lote', 'Situação', 'Total', 'Sucesso', 'Erro', 'Criado em', ''].map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batches.map((batch) => (
            <Table.Tr key={batch.id}>
              <Table.Td>
                <TruncatedText maw={90} ff="monospace">
                  {batch.id}
                </TruncatedText>
              </Table.Td>
              <Table.Td fw={600}>{batch.batch}</Table.Td>
              <Table.Td>
                <Badge color={STATUS[batch.status]?.colour} variant="light" tt="none">
                  {STATUS[batch.status]?.label ?? batch.status}
                </Badge>
              </Table.Td>
              <Table.Td>{batch.totals.total}</Table.Td>
              <Table.Td c="green">{batch.totals.total_success}</Table.Td>
              <Table.Td c={batch.totals.total_error ? 'red' : undefined}>{batch.totals.total_error}</Table.Td>
              <Table.Td>{formatDateTime(batch.created_at)}</Table.Td>
              <Table.Td>
                {batch.totals.total_error > 0 && (
                  <Button size="xs" variant="subtle" color="red" onClick={() => setOpened(batch)}>
                    Log de errors
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Drawer opened={opened !== null} onClose={() => setOpened(null)} position="right" size="lg" title="Log de errors">
        {opened && (
          <>
            <Text size="sm" mb="sm">
              Lote {opened.batch}: {opened.totals.total_error} de {opened.totals.total} com erro.
            </Text>
            <List size="sm" spacing="xs">
              {opened.totals.errors.map((error, index) => (
                <List.Item key={index}>{error}</List.Item>
              ))}
            </List>
          </>
        )}
      </Drawer>
    </>
  );
}
