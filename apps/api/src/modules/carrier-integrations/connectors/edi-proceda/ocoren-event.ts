import type { CarrierEvent } from '../carrier-connector.js';
import type { OcorenOccurrence } from './ocoren-reader.js';
import { procedaMeaning } from './proceda-occurrences.js';

/** PROCEDA's observation codes (positions 43–44, CARRIERS.md §4.1). */
const OBSERVATIONS: Readonly<Record<string, string>> = {
  '01': 'recusa total',
  '02': 'recusa parcial',
  '03': 'entrega por acordo',
};

/**
 * The identity of a 342 line (CARRIERS.md §8: cnpj, série, nº, código, data, hora): the same line in
 * another file, or twice in one, is the same event.
 */
export function ocorenEventKey(occurrence: OcorenOccurrence): string {
  const { cnpj, serie, number, code, written_at } = occurrence;
  return `proceda:${cnpj}:${serie}:${number}:${code}:${written_at}`;
}

/** The carrier event of a 342 line, for the shipment the import found (its NF-e key or NF number). */
export function ocorenEvent(occurrence: OcorenOccurrence, trackingKey: string): CarrierEvent {
  const meaning = procedaMeaning(occurrence.code);
  const observation = OBSERVATIONS[occurrence.observation];
  const description = [meaning.description, observation, occurrence.text].filter(Boolean).join(' — ');
  return {
    key: ocorenEventKey(occurrence),
    tracking_key: trackingKey,
    state: meaning.state,
    problem: meaning.problem,
    code: occurrence.code,
    description,
    place: null,
    occurred_at: occurrence.occurred_at,
    source: 'EDI',
    receipt_url: null,
    unknown_code: meaning.unknown_code,
  };
}
