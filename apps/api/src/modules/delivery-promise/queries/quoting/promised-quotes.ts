import type { Quote } from '@despacho/domain';
import type { LanePromise } from '../lanes/company-lanes.js';
import type { PromiseSettings } from '../../../identity/index.js';
import type { PromisedQuotes, QuotePromise } from '../../../pricing/index.js';

const percent = (value: number) => `${(Math.floor(value * 1000) / 10).toString().replace('.', ',')}%`;

/**
 * The promise of each quote: the table's deadline, the learned one beside it (the table's days but
 * the carrier's transit replaced by the lane's), the one the company's source chooses, and a lane
 * whose on-time rate is under the threshold widened to its p95 or its carrier moved to the end.
 * `laneOf` answers the carrier's learned lane (from memory: no query per quote).
 */
export function promiseQuotes(
  quotes: Quote[],
  settings: PromiseSettings,
  laneOf: (carrierId: string) => LanePromise | null,
): PromisedQuotes {
  const promises = new Map<Quote, QuotePromise>();
  const kept: Quote[] = [];
  const demoted: Quote[] = [];
  for (const quote of quotes) {
    const tableDeadline = quote.deliveryDays;
    const lane = laneOf(quote.carrier.id);
    if (!lane) {
      promises.set(quote, { tableDeadline, minDays: tableDeadline, learned: null, reason: null });
      kept.push(quote);
      continue;
    }
    // Pickup, expedition, SKU and rule days stay; only the carrier's own transit is learned.
    const around = tableDeadline - quote.log.deadlines.carrier_deadline;
    const learnedDays = around + lane.days;
    const learned = { days: learnedDays, confidence: lane.confidence, samples: lane.samples, level: lane.level };
    const useLearned = settings.source === 'learned';
    let deadline = useLearned ? learnedDays : tableDeadline;
    let reason: string | null = null;
    let demote = false;
    const breach = lane.on_time_rate !== null && lane.on_time_rate * 100 < settings.onTimeThreshold;
    if (breach && settings.breachAction !== 'none') {
      const rate = `${percent(lane.on_time_rate!)} das entregas desta rota chegaram no prazo (mínimo ${settings.onTimeThreshold}%)`;
      if (settings.breachAction === 'widen') {
        // Widened to the lane's p95; a promise already that long stays as it is.
        if (around + lane.p95 > deadline) {
          deadline = around + lane.p95;
          reason = `Prazo ampliado: só ${rate}.`;
        }
      } else {
        demote = true;
        reason = `Transportadora rebaixada na ordem: só ${rate}.`;
      }
    }
    const shown = deadline === tableDeadline ? quote : { ...quote, deliveryDays: deadline };
    const minDays = useLearned ? Math.min(deadline, around + lane.p50) : deadline;
    promises.set(shown, { tableDeadline, minDays, learned, reason });
    (demote ? demoted : kept).push(shown);
  }
  return { quotes: demoted.length ? kept.concat(demoted) : kept, promises };
}
