import type { CteDto } from '@despacho/api-client';
import { formatBRL, formatDate } from '@despacho/domain';
import { Table, Text } from '@mantine/core';
import { DECISION_LABELS, DISPUTE_LABELS } from './cte-status-labels';

/** Carrier higher than the quote red, lower orange, equal neutral (public-account.md §4). */
export const differenceColour = (value: number | null) =>
  value === null || value === 0 ? undefined : value > 0 ? 'red' : 'orange';

const kg = (value: number | null) =>
  value === null ? '–' : `${value.toLocaleString('pt-BR', { maximumFractionDigits: 3 })} kg`;

/** The CT-e of one tab; a row opens its comparison with the quote. */
export function CtesTable({ ctes, onOpen }: { ctes: CteDto[]; onOpen: (id: string) => void }) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          {[
            'CT-e',
            'Importado em',
            'Transportadora',
            'Pedido',
            'Destino',
            'Peso',
            'Valor da carga',
            'Frete cotado',
            'Frete cobrado',
            'Diferença',
            'Situação',
          ].map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ctes.map((cte) => (
          <Table.Tr
            key={cte.id}
            style={{ cursor: 'pointer' }}
            onClick={() => onOpen(cte.id)}
            aria-label={`CT-e ${cte.number}`}
          >
            <Table.Td fw={600}>{cte.number}</Table.Td>
            <Table.Td>{formatDate(cte.created_at)}</Table.Td>
            <Table.Td>{cte.carrier.name}</Table.Td>
            <Table.Td>{cte.shipment?.reference ?? <Text c="dimmed">Sem pedido</Text>}</Table.Td>
            <Table.Td>{cte.to_address.city ? `${cte.to_address.city}/${cte.to_address.state}` : '–'}</Table.Td>
            <Table.Td>{kg(cte.total_weight)}</Table.Td>
            <Table.Td>{cte.amount === null ? '–' : formatBRL(cte.amount)}</Table.Td>
            <Table.Td>
              {cte.shipment?.delivery.estimated_cost == null ? '–' : formatBRL(cte.shipment.delivery.estimated_cost)}
            </Table.Td>
            <Table.Td>{formatBRL(cte.freight_value)}</Table.Td>
            <Table.Td c={differenceColour(cte.difference)} fw={cte.difference ? 600 : undefined}>
              {cte.difference === null ? '–' : formatBRL(cte.difference)}
            </Table.Td>
            <Table.Td>
              {cte.decision === null ? '–' : DECISION_LABELS[cte.decision]}
              {cte.dispute_status ? ` (${DISPUTE_LABELS[cte.dispute_status]})` : ''}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
