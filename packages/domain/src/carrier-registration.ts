/** The TMS choices of the carrier registration form (public-account.md §5), in the spec's order. */
export const CARRIER_TMS = [
  'ssw',
  'fedex',
  'tnt',
  'braspress',
  'rodonaves',
  'solistica',
  'asaplog',
  'vipex',
  'paju',
  'jadlog',
  'senior',
  'bento',
  'brudam',
  'esl',
  'panex',
  'minuano',
  'isentrega',
  'exatacargo',
  'translovato',
  'engloba',
  'alfa',
  'wartha',
  '2001',
  'cristofoli',
  'tsv',
  'centrosul',
  'i9',
  'jew',
] as const;

export type CarrierTms = (typeof CARRIER_TMS)[number];

/** A carrier's code (canonical_name): lowercase letters, digits and dashes, no spaces. */
export const CARRIER_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** §5's slug hint, in the form's language. */
export const CARRIER_SLUG_HINT = 'Letras minúsculas, sem espaços, ex.: o nome da transportadora (expresso-sao-miguel).';

/** Carrier default cubage (kg/m³), public-account.md §9. */
export const DEFAULT_CARRIER_CUBAGE = 300;
