import { addTransit, emptyTransitHistogram, laneLevelOf } from '@despacho/domain';
import { contributionOf, type OrderTransitFacts } from './order-transit-facts.js';

/** A lane_transit_stats row, or the change a batch makes to one. */
export interface LaneStatsRow {
  company_id: string;
  lane_key: string;
  level: string;
  carrier_id: string;
  to_state: string;
  histogram: number[];
  samples: number;
  on_time: number;
  late: number;
  promised_days_sum: number;
  promised_days_count: number;
}

const rowId = (companyId: string, laneKey: string) => `${companyId}|${laneKey}`;

/**
 * The changes a batch makes to the lanes' rows: every changed order takes its old contribution out of
 * each of its lane keys and puts its new one in (an order moved to another lane or carrier moves with it).
 */
export function laneStatsChanges(
  changed: readonly OrderTransitFacts[],
  before: ReadonlyMap<string, OrderTransitFacts>,
): Map<string, LaneStatsRow> {
  const changes = new Map<string, LaneStatsRow>();
  const add = (facts: OrderTransitFacts, sign: 1 | -1) => {
    const contribution = contributionOf(facts);
    if (!contribution) return;
    for (const key of contribution.keys) {
      const id = rowId(facts.company_id, key);
      let row = changes.get(id);
      if (!row) {
        row = {
          company_id: facts.company_id,
          lane_key: key,
          level: laneLevelOf(key),
          carrier_id: facts.carrier_id,
          to_state: facts.to_state.toUpperCase(),
          histogram: emptyTransitHistogram(),
          samples: 0,
          on_time: 0,
          late: 0,
          promised_days_sum: 0,
          promised_days_count: 0,
        };
        changes.set(id, row);
      }
      addTransit(row.histogram, contribution.transitDays, sign);
      row.samples += sign;
      row.on_time += sign * contribution.onTime;
      row.late += sign * contribution.late;
      if (contribution.promisedDays !== null) {
        row.promised_days_sum += sign * contribution.promisedDays;
        row.promised_days_count += sign;
      }
    }
  };
  for (const facts of changed) {
    const old = before.get(facts.order_id);
    if (old) add(old, -1);
  }
  for (const facts of changed) add(facts, 1);
  return changes;
}

/** `current` plus `change`, cell by cell. */
export function addLaneStats(current: LaneStatsRow | undefined, change: LaneStatsRow): LaneStatsRow {
  if (!current) return change;
  return {
    ...change,
    histogram: change.histogram.map((count, i) => count + (current.histogram[i] ?? 0)),
    samples: current.samples + change.samples,
    on_time: current.on_time + change.on_time,
    late: current.late + change.late,
    promised_days_sum: current.promised_days_sum + change.promised_days_sum,
    promised_days_count: current.promised_days_count + change.promised_days_count,
  };
}

export const laneRowId = (row: Pick<LaneStatsRow, 'company_id' | 'lane_key'>) => rowId(row.company_id, row.lane_key);
