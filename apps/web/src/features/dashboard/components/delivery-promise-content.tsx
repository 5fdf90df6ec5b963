import type { PromiseCarrierDto, PromiseDashboardDto } from '@despacho/api-client';
import { Grid, Stack, Table, Text } from '@mantine/core';
import { ResponsiveBar } from '@nivo/bar';
import { ChartTooltip } from './chart-tooltip';
import { StatesSlaMap } from './states-sla-map';

const days = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

const SERIES = ['Prazo prometido', 'Real p50', 'Real p95'] as const;

const daysText = (value: number) => `${days.format(value)} ${value === 1 ? 'dia útil' : 'dias úteis'}`;
const rateText = (rate: number | null) => (rate === null ? '—' : `${percent.format(rate)}%`);

/** Per carrier: the average promised deadline beside the real p50 and p95 transit, in business days. */
function PromiseBars({ carriers }: { carriers: PromiseCarrierDto[] }) {
  const data = carriers.map((row) => ({
    carrier: row.carrier.name,
    'Prazo prometido': row.deadline_avg ?? 0,
    'Real p50': row.p50,
    'Real p95': row.p95,
  }));
  return (
    <div style={{ height: 260 }} role="img" aria-label="Prazo prometido vs. prazo real por transportadora">
      <ResponsiveBar
        data={data}
        keys={[...SERIES]}
        indexBy="carrier"
        groupMode="grouped"
        margin={{ top: 10, right: 130, bottom: 40, left: 40 }}
        padding={0.25}
        colors={['#adb5bd', '#4dabf7', '#1864ab']}
        valueFormat={(value) => days.format(value)}
        labelTextColor="#1a1b1e"
        axisLeft={{ legend: 'dias úteis', legendPosition: 'middle', legendOffset: -32 }}
        legends={[
          { dataFrom: 'keys', anchor: 'right', direction: 'column', translateX: 120, itemWidth: 110, itemHeight: 20 },
        ]}
        tooltip={({ id, indexValue, value }) => (
          <ChartTooltip>
            {indexValue}, {id}: <b>{daysText(value)}</b>
          </ChartTooltip>
        )}
      />
    </div>
  );
}

function PromiseTable({ carriers }: { carriers: PromiseCarrierDto[] }) {
  const headers = [
    'Transportadora',
    'Entregas',
    'Promessas cumpridas',
    'Prazo prometido',
    'Real p50',
    'Real p80',
    'Real p95',
  ];
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {carriers.map((row) => (
            <Table.Tr key={row.carrier.id}>
              <Table.Td>{row.carrier.name}</Table.Td>
              <Table.Td>{row.delivered}</Table.Td>
              <Table.Td>{rateText(row.hit_rate)}</Table.Td>
              <Table.Td>{row.deadline_avg === null ? '—' : daysText(row.deadline_avg)}</Table.Td>
              <Table.Td>{daysText(row.p50)}</Table.Td>
              <Table.Td>{daysText(row.p80)}</Table.Td>
              <Table.Td>{daysText(row.p95)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * 'Promessa de entrega' (issue 32): how often the promised date was kept, per carrier and per
 * destination state (the tile map), and the promised deadline against the real transit learned from
 * the deliveries (p50/p95, business days from pickup or posting to delivery).
 */
export function DeliveryPromiseContent({ promise }: { promise: PromiseDashboardDto }) {
  const states = promise.states
    .filter((row) => row.hit_rate !== null)
    .map((row) => ({ ...row, percentage: row.hit_rate!, delivered: row.on_time + row.late }));
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Aprendido de todas as entregas coletadas ou postadas e entregues (não só do período). Prazo prometido: dias
        úteis da criação do pedido à data prometida; real: dias úteis da coleta à entrega.
      </Text>
      <PromiseBars carriers={promise.carriers} />
      <PromiseTable carriers={promise.carriers} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <StatesSlaMap states={states} label="Mapa das promessas cumpridas por estado" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Table.ScrollContainer minWidth={300}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {['UF', 'Entregas', 'Cumpridas', 'Real p50', 'Real p95'].map((header) => (
                    <Table.Th key={header}>{header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {promise.states.map((row) => (
                  <Table.Tr key={row.state}>
                    <Table.Td>{row.state}</Table.Td>
                    <Table.Td>{row.delivered}</Table.Td>
                    <Table.Td>{rateText(row.hit_rate)}</Table.Td>
                    <Table.Td>{row.p50}</Table.Td>
                    <Table.Td>{row.p95}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
