import type { OrdersOfStatusDto } from '@despacho/api-client';
import { ResponsiveBar } from '@nivo/bar';
import { ChartTooltip } from './chart-tooltip';

/** Orders of the period per status; each bar carries its count, so colour is not needed to read it. */
export function ShipmentsByStatusChart({ statuses }: { statuses: OrdersOfStatusDto[] }) {
  const data = statuses.map((row) => ({ status: row.status.description, total: row.total }));
  return (
    <ResponsiveBar
      data={data}
      keys={['total']}
      indexBy="status"
      layout="horizontal"
      margin={{ top: 0, right: 20, bottom: 30, left: 140 }}
      padding={0.3}
      colors={['#fab005']}
      labelTextColor="#1a1b1e"
      axisBottom={{ tickValues: 5 }}
      tooltip={({ indexValue, value }) => (
        <ChartTooltip>
          {indexValue}: <b>{value}</b> {value === 1 ? 'pedido' : 'pedidos'}
        </ChartTooltip>
      )}
    />
  );
}
