import type { QuoteLogDto } from '@despacho/api-client';
import { feeLabel, formatBRL } from '@despacho/domain';
import { SimpleGrid, Table, Text } from '@mantine/core';

const DEADLINES = [
  { key: 'carrier_deadline', label: 'Prazo da transportadora' },
  { key: 'expedition_time', label: 'Expedição do CD' },
  { key: 'sku_deadline', label: 'Expedição dos SKUs' },
  { key: 'pickup_deadline', label: 'Coleta' },
  { key: 'freight_rules_deadline', label: 'Regras de frete' },
] as const;

/** Money stays on one line: 'R$' and its value must not wrap apart. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const percentOf = (entry: QuoteLogDto['details'][number]) => {
  const percent = entry.percentage ?? entry.gris_percentage ?? entry.adv_percentage ?? entry.icms_percentage;
  return percent === null ? '' : `${percent.toLocaleString('pt-BR')}%`;
};

/** The per-carrier log: each fee with the running price, and how the deadline was built. */
export function QuoteLog({ log }: { log: QuoteLogDto }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <div>
        <Text fw={600} size="sm" mb={4}>
          Taxas
        </Text>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Taxa</Table.Th>
              <Table.Th>%</Table.Th>
              <Table.Th>Valor</Table.Th>
              <Table.Th>Antes</Table.Th>
              <Table.Th>Depois</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.details.map((entry, index) => (
              <Table.Tr key={`${entry.fee}-${index}`}>
                <Table.Td>{feeLabel(entry.fee)}</Table.Td>
                <Table.Td>{percentOf(entry)}</Table.Td>
                <Table.Td style={NO_WRAP}>{formatBRL(entry.value)}</Table.Td>
                <Table.Td style={NO_WRAP}>{formatBRL(entry.previous_price)}</Table.Td>
                <Table.Td style={NO_WRAP}>{formatBRL(entry.actual_price)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <div>
        <Text fw={600} size="sm" mb={4}>
          Prazos (dias úteis)
        </Text>
        <Table withTableBorder>
          <Table.Tbody>
            {DEADLINES.map(({ key, label }) => (
              <Table.Tr key={key}>
                <Table.Td>{label}</Table.Td>
                <Table.Td>{log.deadlines[key]}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={600}>Total</Table.Td>
              <Table.Td fw={600}>{log.deadlines.total}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </div>
    </SimpleGrid>
  );
}
