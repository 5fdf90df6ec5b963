/** The 27 federative units (26 states and the Distrito Federal). */
export const BRAZIL_STATES = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export type BrazilState = (typeof BRAZIL_STATES)[number];

export function isBrazilState(value: unknown): value is BrazilState {
  return typeof value === 'string' && (BRAZIL_STATES as readonly string[]).includes(value);
}
