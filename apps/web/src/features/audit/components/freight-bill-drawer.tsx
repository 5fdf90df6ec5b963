import type { ChargedCtDto } from '@despacho/api-client';
import { formatBRL, formatDate } from '@despacho/domain';
import { Badge, Drawer, Loader, Table, Text } from '@mantine/core';
import { useFreightBill } from '../api/freight-bills-queries';

const COLORS: Record<ChargedCtDto['status'], string> = {
  missing: 'red',
  disputed: 'orange',
  waiting: 'gray',
  pending: 'yellow',
  approved: 'green',
};

/** A bill's CT-e: what the carrier charges for each and what Despacho knows of it. */
export function FreightBillDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const bill = useFreightBill(id);
  const data = bill.data;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="min(100%, 56rem)"
      title={data ? `Fatura ${data.number} - ${data.carrier_name ?? data.carrier_cnpj}` : 'Fatura'}
    >
      {bill.isLoading && <Loader />}
      {data && (
        <>
          <Text size="sm" mb="md">
            {formatBRL(data.amount)}
            {data.due_on ? ` · vencimento ${formatDate(data.due_on)}` : ''} · arquivo {data.file_name}
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label="CT-e cobrados">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>CT-e</Table.Th>
                  <Table.Th>Emissão</Table.Th>
                  <Table.Th>Cobrado na fatura</Table.Th>
                  <Table.Th>Valor no Despacho</Table.Th>
                  <Table.Th>Situação</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.ctes.map((ct) => (
                  <Table.Tr key={`${ct.series}-${ct.number}`}>
                    <Table.Td>
                      {ct.number}
                      {ct.series ? ` / série ${ct.series}` : ''}
                    </Table.Td>
                    <Table.Td>{ct.issued_on ? formatDate(ct.issued_on) : '-'}</Table.Td>
                    <Table.Td>{formatBRL(ct.freight)}</Table.Td>
                    <Table.Td>{ct.cte_value === null ? '-' : formatBRL(ct.cte_value)}</Table.Td>
                    <Table.Td>
                      <Badge color={COLORS[ct.status]} variant="light">
                        {ct.status_label}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Drawer>
  );
}
