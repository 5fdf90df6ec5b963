import type { CarriersSlaDto } from '@despacho/api-client';
import { type DeadlineAverageTone, deadlineAverageTone } from '@despacho/domain';
import { Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';

const days = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

const TONE_COLOR: Record<DeadlineAverageTone, string> = { green: 'green', neutral: 'gray', red: 'red' };

/** The average deadline in days, coloured as §2.12 says; the number itself stays readable without colour. */
function DeadlineBadge({ average }: { average: number }) {
  const tone = deadlineAverageTone(average);
  return (
    <Badge
      color={TONE_COLOR[tone]}
      variant={tone === 'neutral' ? 'light' : 'filled'}
      data-tone={tone}
      style={{ overflow: 'visible' }}
      miw={70}
    >
      {days.format(average)} {average === 1 ? 'dia' : 'dias'}
    </Badge>
  );
}

/** A striped table under its column headers, scrolling sideways when narrower than minWidth. */
function SlaTable({ minWidth, headers, children }: { minWidth: number; headers: string[]; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function CarriersSlaTable({ sla }: { sla: CarriersSlaDto }) {
  const averages = new Map(sla.deadline_avg.map((row) => [row.carrier.id, row.average]));
  return (
    <SlaTable
      minWidth={600}
      headers={['Transportadora', 'Entregas', 'No prazo', 'Atrasadas', '% no prazo', 'Prazo médio']}
    >
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
    </SlaTable>
  );
}

/** SLA by destination state, as a table of the states with deliveries in the period. */
export function StatesSlaTable({ states }: { states: CarriersSlaDto['states'] }) {
  return (
    <SlaTable minWidth={300} headers={['UF', 'Entregas', 'No prazo', 'Prazo']}>
      {states.map((row) => (
        <Table.Tr key={row.state}>
          <Table.Td>{row.state}</Table.Td>
          <Table.Td>{row.delivered}</Table.Td>
          <Table.Td>{percent.format(row.percentage)}%</Table.Td>
          <Table.Td>{row.deadline_avg === null ? '—' : <DeadlineBadge average={row.deadline_avg} />}</Table.Td>
        </Table.Tr>
      ))}
    </SlaTable>
  );
}
