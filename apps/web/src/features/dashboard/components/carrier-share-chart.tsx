import type { OrderStatusDashboardDto } from '@despacho/api-client';
import { formatBRL } from '@despacho/domain';
import { ResponsivePie } from '@nivo/pie';
import { ChartTooltip } from './chart-tooltip';

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** Each carrier's share of the period's orders, labelled with its name and percentage. */
export function CarrierShareChart({ share }: { share: OrderStatusDashboardDto }) {
  const data = share.by_carrier.map((row, i) => ({
    id: row.carrier.id,
    label: row.carrier.name,
    value: row.total,
    amount: row.amount_freight,
    percentage: share.percentage_by_carrier[i]?.percentage ?? 0,
  }));
  return (
    <ResponsivePie
      data={data}
      margin={{ top: 20, right: 140, bottom: 20, left: 140 }}
      innerRadius={0.5}
      padAngle={1}
      colors={{ scheme: 'set2' }}
      arcLabel={(arc) => `${percent.format(arc.data.percentage)}%`}
      arcLinkLabel={(arc) => arc.data.label}
      arcLinkLabelsSkipAngle={8}
      arcLabelsSkipAngle={12}
      tooltip={({ datum }) => (
        <ChartTooltip title={datum.data.label}>
          {datum.data.value} {datum.data.value === 1 ? 'pedido' : 'pedidos'} ({percent.format(datum.data.percentage)}%)
          · {formatBRL(datum.data.amount)} de frete
        </ChartTooltip>
      )}
    />
  );
}
