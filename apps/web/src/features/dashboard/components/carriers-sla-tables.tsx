import type { CarriersSlaDto } from '@despacho/api-client';
import { type DeadlineAverageTone, deadlineAverageTone } from '@despacho/domain';
import { Badge, Table } from '@mantine/core';

const days = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

const TONE_COLOR: Record<DeadlineAverageTone, string> = { green: 'green', neutral: 'gray', red: 'red' };

/** The average deadline in days, coloured as §2.12 says; the number itself stays readable without colour. */
function DeadlineBadge({ average }: { average: number }) {
  const tone = deadlineAverageTone(average);
  return (
    <Badge color={TONE_COLOR[tone]} variant={tone === 'neutral' ? 'light' : 'filled'} data-tone={tone} style={{ overflow: 'visible' }} miw={70}>
      {days.format(average)} {average === 1 ? 'dia' : 'dias'}
    </Badge>
  );
}

export function CarriersSlaTable({ sla }: { sla: CarriersSlaDto }) {
  const averages = new Map(sla.deadline_avg.map((row) => [row.carrier.id, row.average]));
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Transportadora</Table.Th>
            <Table.Th>Entregas</Table.Th>
            <Table.Th>No prazo</Table.Th>
            <Table.Th>Atrasadas</Table.Th>
            <Table.Th>% no prazo</Table.Th>
            <Table.Th>Prazo médio</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sla.sla.map((row) => (
            <Table.Tr key={row.carrier.id}>
              <Table.Td>{row.carrier.name}</Table.Td>
              <Table.Td>{row.delivered}</Table.Td>
              <Table.Td>{row.on_time}</Table.Td>
              <Table.Td>{row.late}</Table.Td>
              <Table.Td>{percent.format(row.percentage)}%</Table.Td>
              <Table.Td>
                <DeadlineBadge average={averages.get(row.carrier.id) ?? 0} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** SLA by destination state, as a table of the states with deliveries in the period. */
export function StatesSlaTable({ states }: { states: CarriersSlaDto['states'] }) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>UF</Table.Th>
            <Table.Th>Entregas</Table.Th>
            <Table.Th>No prazo</Table.Th>
            <Table.Th>Prazo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {states.map((row) => (
            <Table.Tr key={row.state}>
              <Table.Td>{row.state}</Table.Td>
              <Table.Td>{row.delivered}</Table.Td>
              <Table.Td>{percent.format(row.percentage)}%</Table.Td>
              <Table.Td>{row.deadline_avg === null ? '—' : <DeadlineBadge average={row.deadline_avg} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
