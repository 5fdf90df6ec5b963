import type { CarriersSlaDto } from '@despacho/api-client';
import { Group, Stack, Text } from '@mantine/core';

type StateSla = CarriersSlaDto['states'][number];

/**
 * Brazil's 27 UFs as a tile map: one square each, placed roughly where the state lies (column,
 * row). No GeoJSON to license or load, and every state is the same size, so small ones (DF, SE)
 * stay as readable as AM.
 */
// prettier-ignore
const TILES: Record<string, [number, number]> = {
  RR: [2, 0], AP: [4, 0],
  AM: [1, 1], PA: [3, 1], MA: [4, 1], CE: [5, 1], RN: [6, 1],
  AC: [0, 2], RO: [1, 2], MT: [2, 2], TO: [3, 2], PI: [4, 2], PE: [5, 2], PB: [6, 2],
  MS: [2, 3], GO: [3, 3], DF: [4, 3], BA: [5, 3], AL: [6, 3],
  PR: [2, 4], SP: [3, 4], MG: [4, 4], ES: [5, 4], SE: [6, 4],
  SC: [2, 5], RJ: [4, 5],
  RS: [2, 6],
};

const SIZE = 52;
const GAP = 4;
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const days = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Five steps of on-time share: the shade repeats what the tile's text already says. */
const STEPS = [
  { from: 95, fill: '#2b8a3e', label: '95% ou mais' },
  { from: 85, fill: '#69db7c', label: '85% a 95%' },
  { from: 70, fill: '#ffd43b', label: '70% a 85%' },
  { from: 0, fill: '#ff8787', label: 'menos de 70%' },
];
const NO_DELIVERIES = '#e9ecef';

const stepOf = (percentage: number) => STEPS.find((step) => percentage >= step.from)!;

function describe(state: string, sla: StateSla | undefined): string {
  if (!sla) return `${state}: nenhuma entrega no período`;
  const average = sla.deadline_avg === null ? '' : `, prazo médio ${days.format(sla.deadline_avg)} dias`;
  return `${state}: ${sla.delivered} entregas, ${sla.on_time} no prazo (${percent.format(sla.percentage)}%), ${sla.late} atrasadas${average}`;
}

/** SLA by destination state: each tile shows its UF and its % delivered on time; the tooltip, the counts and the average deadline. */
export function StatesSlaMap({ states, label = 'Mapa do SLA por estado' }: { states: StateSla[]; label?: string }) {
  const byState = new Map(states.map((row) => [row.state, row]));
  const width = 7 * (SIZE + GAP);
  const height = 7 * (SIZE + GAP);
  return (
    <Stack gap="xs" align="center">
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width }} role="list" aria-label={label}>
        {Object.entries(TILES).map(([state, [column, row]]) => {
          const sla = byState.get(state);
          const step = sla && stepOf(sla.percentage);
          const dark = step?.from === 95;
          const x = column * (SIZE + GAP);
          const y = row * (SIZE + GAP);
          return (
            <g key={state} data-state={state} role="listitem" aria-label={describe(state, sla)}>
              <title>{describe(state, sla)}</title>
              <rect
                x={x}
                y={y}
                width={SIZE}
                height={SIZE}
                rx={6}
                fill={step?.fill ?? NO_DELIVERIES}
                stroke="#495057"
                strokeWidth={sla ? 1 : 0.5}
                strokeDasharray={sla ? undefined : '3 2'}
              />
              <text
                x={x + SIZE / 2}
                y={y + 22}
                textAnchor="middle"
                fontSize={14}
                fontWeight={700}
                fill={dark ? '#fff' : '#212529'}
              >
                {state}
              </text>
              <text x={x + SIZE / 2} y={y + 40} textAnchor="middle" fontSize={11} fill={dark ? '#fff' : '#495057'}>
                {sla ? `${percent.format(sla.percentage)}%` : '—'}
              </text>
            </g>
          );
        })}
      </svg>
      <Group gap="sm" justify="center" aria-label="Legenda: % de entregas no prazo">
        {STEPS.map((step) => (
          <Group key={step.label} gap={4} wrap="nowrap">
            <svg width={12} height={12} aria-hidden>
              <rect width={12} height={12} rx={2} fill={step.fill} />
            </svg>
            <Text size="xs">{step.label}</Text>
          </Group>
        ))}
        <Group gap={4} wrap="nowrap">
          <svg width={12} height={12} aria-hidden>
            <rect
              width={12}
              height={12}
              rx={2}
              fill={NO_DELIVERIES}
              stroke="#495057"
              strokeDasharray="3 2"
              strokeWidth={0.5}
            />
          </svg>
          <Text size="xs">sem entregas (—)</Text>
        </Group>
      </Group>
    </Stack>
  );
}
