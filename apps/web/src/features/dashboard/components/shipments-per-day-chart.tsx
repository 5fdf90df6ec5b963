import type { ShipmentsOfDayDto } from '@despacho/api-client';
import { formatDate } from '@despacho/domain';
import { ResponsiveLine } from '@nivo/line';
import { ChartTooltip } from './chart-tooltip';

/** Shipments created per day of the period, every day on the axis (days without orders are zero). */
export function ShipmentsPerDayChart({ days }: { days: ShipmentsOfDayDto[] }) {
  const data = [{ id: 'Remessas', data: days.map((day) => ({ x: day.date, y: day.total })) }];
  // About eight ticks whatever the period's length.
  const step = Math.max(1, Math.ceil(days.length / 8));
  return (
    <ResponsiveLine
      data={data}
      margin={{ top: 10, right: 20, bottom: 40, left: 44 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      colors={['#1a1b1e']}
      pointSize={6}
      enableArea
      areaOpacity={0.08}
      useMesh
      axisBottom={{
        tickValues: days.filter((_, i) => i % step === 0).map((day) => day.date),
        format: (value) => formatDate(String(value)).slice(0, 5),
      }}
      axisLeft={{ tickValues: 5, legend: 'Remessas', legendOffset: -38, legendPosition: 'middle' }}
      tooltip={({ point }) => (
        <ChartTooltip>
          {formatDate(String(point.data.x))}: <b>{String(point.data.y)}</b>{' '}
          {Number(point.data.y) === 1 ? 'remessa' : 'remessas'}
        </ChartTooltip>
      )}
    />
  );
}
