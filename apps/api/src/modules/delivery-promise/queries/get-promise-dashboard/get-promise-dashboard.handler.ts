import { emptyTransitHistogram, quantileOf } from '@despacho/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { visibleCarriersOf } from '../../../catalog/index.js';
import { oneDecimal, percentageOf } from '../../../../platform/http/dashboard-figures.js';
import { GetPromiseDashboardQuery } from './get-promise-dashboard.query.js';
import type { PromiseDashboardDto, PromiseFiguresDto } from './promise-dashboard.dto.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

interface UfLaneRow {
  carrier_id: string;
  to_state: string;
  histogram: number[];
  samples: number;
  on_time: number;
  late: number;
  promised_days_sum: number;
  promised_days_count: number;
}

type Sums = Omit<UfLaneRow, 'carrier_id' | 'to_state'>;

const emptySums = (): Sums => ({
  histogram: emptyTransitHistogram(),
  samples: 0,
  on_time: 0,
  late: 0,
  promised_days_sum: 0,
  promised_days_count: 0,
});

function addInto(sums: Sums, row: UfLaneRow): void {
  for (let d = 0; d < sums.histogram.length; d++) sums.histogram[d] += row.histogram[d];
  sums.samples += row.samples;
  sums.on_time += row.on_time;
  sums.late += row.late;
  sums.promised_days_sum += row.promised_days_sum;
  sums.promised_days_count += row.promised_days_count;
}

const figuresOf = (sums: Sums): PromiseFiguresDto => ({
  delivered: sums.samples,
  on_time: sums.on_time,
  late: sums.late,
  hit_rate: sums.on_time + sums.late > 0 ? percentageOf(sums.on_time, sums.on_time + sums.late) : null,
  deadline_avg: sums.promised_days_count > 0 ? oneDecimal(sums.promised_days_sum / sums.promised_days_count) : null,
  p50: quantileOf(sums.histogram, 0.5)!,
  p80: quantileOf(sums.histogram, 0.8)!,
  p95: quantileOf(sums.histogram, 0.95)!,
});

/** Sums the rows into one per `keyOf`. */
function groupBy(rows: UfLaneRow[], keyOf: (row: UfLaneRow) => string): Map<string, Sums> {
  const groups = new Map<string, Sums>();
  for (const row of rows) {
    const key = keyOf(row);
    const sums = groups.get(key) ?? emptySums();
    addInto(sums, row);
    groups.set(key, sums);
  }
  return groups;
}

/**
 * Everything learned so far (not a period: a lane's promise is its whole history), per carrier and per
 * destination state: the UF-level lanes hold each learned delivery exactly once, so summing their
 * histograms gives exact quantiles; at most carriers × 27 × 27 rows.
 */
@QueryHandler(GetPromiseDashboardQuery)
export class GetPromiseDashboardHandler implements IQueryHandler<GetPromiseDashboardQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor, query }: GetPromiseDashboardQuery): Promise<PromiseDashboardDto> {
    const rows: UfLaneRow[] = await runSql(
      this.db,
      sql`SELECT s.carrier_id, s.to_state, s.histogram, s.samples, s.on_time, s.late, s.promised_days_sum, s.promised_days_count
         FROM lane_transit_stats s
        WHERE s.company_id = ${actor.companyId} AND s.level = 'uf' AND (${query.carrier?.length ? query.carrier : null}::text[] IS NULL OR s.carrier_id = ANY(${query.carrier?.length ? query.carrier : null}::text[]))`,
    );
    const carriers = await visibleCarriersOf(this.db, actor.companyId, [...new Set(rows.map((row) => row.carrier_id))]);
    const names = new Map(carriers.map((carrier) => [carrier.id, carrier.name]));
    const byCarrier = [...groupBy(rows, (row) => row.carrier_id)]
      .map(([id, sums]) => ({ carrier: { id, name: names.get(id) ?? '' }, ...figuresOf(sums) }))
      .sort((a, b) => a.carrier.name.localeCompare(b.carrier.name, 'pt-BR'));
    const states = [...groupBy(rows, (row) => row.to_state)]
      .map(([state, sums]) => ({ state, ...figuresOf(sums) }))
      .sort((a, b) => a.state.localeCompare(b.state));
    return { carriers: byCarrier, states };
  }
}
