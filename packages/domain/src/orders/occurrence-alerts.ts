// Alerts raised by tracking occurrences and the tracking codes with a meaning of their own
// (orders-pickups.md §4 "Alert types", §9; public-account.md §4, §9).
export const ALERT_TYPE = { damage: 1, loss: 2, heldGoods: 3, other: 4 } as const;

export type AlertType = (typeof ALERT_TYPE)[keyof typeof ALERT_TYPE];

/** The spec writes 'outros' in lower case; it is capitalised like its siblings where it is a label. */
export const ALERT_TYPE_LABELS: Readonly<Record<AlertType, string>> = {
  1: 'Avaria',
  2: 'Extravio',
  3: 'Mercadoria Retida',
  4: 'Outros',
};

/** The alerts filter value meaning "any alert" (a filter only, never an alert's type). */
export const ANY_ALERT_FILTER = 99;

export type AlertFilter = AlertType | typeof ANY_ALERT_FILTER;

/** The alerts filter as a query string carries it (`filters[alerts]`): a type '1'–'4', or '99' for any. */
export const ALERT_FILTER_QUERY_VALUES = ['1', '2', '3', '4', '99'] as const satisfies readonly `${AlertFilter}`[];
export type AlertFilterQuery = (typeof ALERT_FILTER_QUERY_VALUES)[number];
export const ANY_ALERT_QUERY = `${ANY_ALERT_FILTER}` as const;

export function isAlertFilter(value: unknown): value is AlertFilter {
  return value === ANY_ALERT_FILTER || Object.values(ALERT_TYPE).includes(value as AlertType);
}

/** The alerts filter as a predicate over the types of an order's alerts. */
export function matchesAlertFilter(filter: AlertFilter, alertTypes: readonly AlertType[]): boolean {
  return filter === ANY_ALERT_FILTER ? alertTypes.length > 0 : alertTypes.includes(filter);
}

// §9: 178 total damage, 179 partial damage, 123 loss, 126 held goods. Both damages are an Avaria.
// No code means "outros": type 4 comes only from an alert an operations user registers by hand.
const ALERT_BY_OCCURRENCE_CODE: ReadonlyMap<string, AlertType> = new Map([
  ['178', ALERT_TYPE.damage],
  ['179', ALERT_TYPE.damage],
  ['123', ALERT_TYPE.loss],
  ['126', ALERT_TYPE.heldGoods],
]);

// §9's names of the codes, the description of an occurrence registered with a code and no description.
const OCCURRENCE_CODE_DESCRIPTIONS: ReadonlyMap<string, string> = new Map([
  ['178', 'Avaria total'],
  ['179', 'Avaria parcial'],
  ['123', 'Extravio'],
  ['126', 'Mercadoria retida'],
]);

/** Carriers send codes as text or numbers; an empty code is a valid detail (see public-account.md §4). */
export type OccurrenceCode = string | number | null;

const normalise = (code: OccurrenceCode): string => String(code ?? '').trim();

/** The alert a tracking occurrence raises on its order, or null when the code raises none. */
export function alertTypeOfOccurrence(code: OccurrenceCode): AlertType | null {
  return ALERT_BY_OCCURRENCE_CODE.get(normalise(code)) ?? null;
}

/** The name §9 gives an occurrence code, or null for a code it does not name. */
export function occurrenceCodeDescription(code: OccurrenceCode): string | null {
  return OCCURRENCE_CODE_DESCRIPTIONS.get(normalise(code)) ?? null;
}

// 202 means the goods were collected; its latest date is the "Coletado" step's date.
const COLLECTED_OCCURRENCE_CODE = '202';

// 200 and 201 are internal (no meaning given) and are hidden from the public timeline.
const HIDDEN_OCCURRENCE_CODES: ReadonlySet<string> = new Set(['200', '201']);

export function isShownInTimeline(code: OccurrenceCode): boolean {
  return !HIDDEN_OCCURRENCE_CODES.has(normalise(code));
}

export function isCollectedOccurrence(code: OccurrenceCode): boolean {
  return normalise(code) === COLLECTED_OCCURRENCE_CODE;
}
