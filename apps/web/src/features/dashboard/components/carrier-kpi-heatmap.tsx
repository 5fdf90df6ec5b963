import type { CarrierKpiDto } from '@despacho/api-client';
import { CARRIER_KPI_CODES, CARRIER_KPI_LABELS, type CarrierKpiCode } from '@despacho/domain';
import { ResponsiveHeatMap } from '@nivo/heatmap';
import { ChartTooltip } from './chart-tooltip';

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const PERCENTAGES = new Set<CarrierKpiCode>(['EDP', 'EFP']);
/** Hue of a KPI's cells: green where more is better, red where more is worse, blue for the ratings count. */
const HUE: Record<CarrierKpiCode, number> = { EDP: 140, MA: 140, EFP: 0, PA: 0, AVA: 0, EXT: 0, TA: 210 };

interface KpiCell {
  x: string;
  /** The value against the row's largest (0 to 1): each KPI has its own scale. */
  y: number;
  value: number;
  code: CarrierKpiCode;
}

const formatKpi = (code: CarrierKpiCode, value: number) => `${number.format(value)}${PERCENTAGES.has(code) ? '%' : ''}`;
const lightness = (cell: KpiCell) => 94 - cell.y * 54;

/** §2.12's KPI-by-carrier heatmap: one row per KPI, one column per carrier, every cell labelled with its value. */
export function CarrierKpiHeatmap({ kpis }: { kpis: CarrierKpiDto }) {
  const data = CARRIER_KPI_CODES.map((code) => {
    const largest = Math.max(0, ...kpis.carriers.map((row) => row[code]));
    return {
      id: CARRIER_KPI_LABELS[code],
      data: kpis.carriers.map((row): KpiCell => ({
        x: row.carrier.name,
        y: largest > 0 ? row[code] / largest : 0,
        value: row[code],
        code,
      })),
    };
  });
  return (
    <ResponsiveHeatMap<KpiCell, object>
      data={data}
      margin={{ top: 70, right: 20, bottom: 10, left: 190 }}
      axisTop={{ tickSize: 0, tickPadding: 6, tickRotation: -20 }}
      axisLeft={{ tickSize: 0, tickPadding: 8 }}
      colors={(cell) => `hsl(${HUE[cell.data.code]}, 55%, ${lightness(cell.data)}%)`}
      label={(cell) => formatKpi(cell.data.code, cell.data.value)}
      labelTextColor={(cell) => (lightness(cell.data) < 60 ? '#ffffff' : '#212529')}
      borderWidth={1}
      borderColor="#ffffff"
      hoverTarget="cell"
      tooltip={({ cell }) => (
        <ChartTooltip title={cell.data.x}>
          {cell.serieId}: {formatKpi(cell.data.code, cell.data.value)}
        </ChartTooltip>
      )}
    />
  );
}
