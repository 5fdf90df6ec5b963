import type { CarrierEvent, TrackResult, TrackingProblem, TrackingSource, TrackingState } from './carrier-connector.js';
import { carrierTimeToUtc } from './carrier-time.js';

/** What one carrier code means; `unknown` codes are kept and flagged, never dropped. */
export interface CodeMeaning {
  state: TrackingState;
  problem: TrackingProblem | null;
  unknown: boolean;
}

/** A known code's meaning (a row of a connector's table). */
export const meaning = (state: TrackingState, problem: TrackingProblem | null = null): CodeMeaning => ({
  state,
  problem,
  unknown: false,
});

/** A carrier event as read, before its code and time are interpreted. */
export interface RawCarrierEvent {
  code: string;
  description: string;
  place: string | null;
  /** As the carrier wrote it: part of the event's identity, so reading it twice gives the same key. */
  rawTime: string;
  receiptUrl?: string | null;
}

/** The event's identity at the carrier: source, key, code, raw time and place (two units can log the same code at once). */
export function carrierEventKey(source: TrackingSource, trackingKey: string, raw: RawCarrierEvent): string {
  return [source, trackingKey, raw.code, raw.rawTime, raw.place ?? ''].join('|');
}

/**
 * A key's events mapped through the connector's table. An event whose time cannot be read is left
 * out and named in `error` (a malformed line, one reason); the others are kept.
 */
export function trackResultOf(
  source: TrackingSource,
  trackingKey: string,
  raws: readonly RawCarrierEvent[],
  meaningOf: (code: string) => CodeMeaning,
): TrackResult {
  const events: CarrierEvent[] = [];
  const unreadable: string[] = [];
  for (const raw of raws) {
    const occurredAt = carrierTimeToUtc(raw.rawTime);
    if (!occurredAt) {
      unreadable.push(`${raw.code} '${raw.rawTime}'`);
      continue;
    }
    const { state, problem, unknown } = meaningOf(raw.code);
    events.push({
      key: carrierEventKey(source, trackingKey, raw),
      tracking_key: trackingKey,
      state,
      problem,
      code: raw.code,
      description: raw.description,
      place: raw.place,
      occurred_at: occurredAt,
      source,
      receipt_url: raw.receiptUrl ?? null,
      unknown_code: unknown,
    });
  }
  const error =
    unreadable.length > 0 ? `${source}: evento com data ilegível ignorado (${unreadable.join(', ')}).` : null;
  return { tracking_key: trackingKey, events, error };
}

/** 'CURITIBA' + 'PR' → 'CURITIBA/PR'; whatever part is there. */
export function placeOf(city: unknown, uf?: unknown): string | null {
  const parts = [city, uf].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.length > 0 ? parts.map((part) => part.trim()).join('/') : null;
}

/** Upper case without accents, for matching free-text statuses ('Saiu para entrega' = 'SAIU PARA ENTREGA'). */
export const normalizeStatus = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase().replace(/\s+/g, ' ');
