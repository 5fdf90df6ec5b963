import type { FeeType } from '@despacho/domain';

export type { FeeType } from '@despacho/domain';

/** A company's own names for components: normalised component name → fee type (null: keep it as its own row). */
export type FeeDictionary = Readonly<Record<string, FeeType | null>>;

/**
 * 'Ad. Valorem' → 'AD VALOREM', 'PEDÁGIO' → 'PEDAGIO', 'SEC/CAT' → 'SECCAT', 'FRET.INTERMUNIC' →
 * 'FRETINTERMUNIC': upper case, no accents, punctuation deleted, blanks collapsed.
 */
export function normaliseComponentName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The names carriers give the components of vPrest (docs/audit.md lists where each was seen), mapped
 * to the quote's fee types. Names that are ambiguous across carriers (TAXAS, TAS, TDE, TDA, TRT, BAF)
 * map to nothing and stay visible as their own rows until the company maps them on the screen.
 */
export const DEFAULT_FEE_DICTIONARY: FeeDictionary = {
  'FRETE PESO': 'weight',
  FPESO: 'weight',
  'FRETE LIQUIDO': 'weight',
  FRETE: 'weight',
  FRETINTERMUNIC: 'weight',
  'VALOR FRETE': 'weight',
  'VALOR DO FRETE': 'weight',
  'VL FRETE': 'weight',
  'FRETE INTERMUNICIPAL': 'weight',
  PESO: 'weight',
  'FRETE VALOR': 'adv',
  FVALOR: 'adv',
  'AD VALOREM': 'adv',
  ADVALOREM: 'adv',
  ADV: 'adv',
  SEGURO: 'adv',
  GRIS: 'gris',
  PEDAGIO: 'toll',
  COLETA: 'pickup',
  SECCAT: 'pickup',
  DESPACHO: 'tdc',
  DESP: 'tdc',
  'TX DESPACHO': 'tdc',
  'TAXA DE DESPACHO': 'tdc',
  'TX EMISSAO': 'tdc',
  TDC: 'tdc',
  ICMS: 'icms',
  'KG EXCEDENTE': 'additional-price',
  EXCEDENTE: 'additional-price',
};

/** Words that name a fee wherever they sit in the name ('84, 2 - COLETA', 'TAXA PEDAGIO'). */
const TOKENS: [string, FeeType][] = [
  ['COLETA', 'pickup'],
  ['PEDAGIO', 'toll'],
  ['GRIS', 'gris'],
  ['DESPACHO', 'tdc'],
  ['VALOREM', 'adv'],
];

/**
 * Names whose meaning changes when the component is the CT-e's only one and equals vTPrest: 'FRETE
 * VALOR' is the ad valorem beside a FRETE PESO, but the freight's whole value when alone (sped-cte's
 * public 3.00 example bills everything under it).
 */
const WHOLE_FREIGHT_WHEN_ALONE: Readonly<Record<string, FeeType>> = { 'FRETE VALOR': 'weight' };

/**
 * The fee type a component name stands for: the company's dictionary first, then the default one, then
 * by word. alone: the component is the only one and equals vTPrest.
 */
export function feeTypeOf(name: string, overrides: FeeDictionary = {}, alone = false): FeeType | null {
  const normalised = normaliseComponentName(name);
  if (Object.hasOwn(overrides, normalised)) return overrides[normalised] ?? null;
  if (alone && Object.hasOwn(WHOLE_FREIGHT_WHEN_ALONE, normalised)) return WHOLE_FREIGHT_WHEN_ALONE[normalised] ?? null;
  if (Object.hasOwn(DEFAULT_FEE_DICTIONARY, normalised)) return DEFAULT_FEE_DICTIONARY[normalised] ?? null;
  const words = new Set(normalised.split(' '));
  return TOKENS.find(([token]) => words.has(token))?.[1] ?? null;
}

/** The fee type of each vPrest/Comp of one CT-e; alone as in feeTypeOf when there is one component equal to vTPrest. */
export function componentFeeTypes(
  components: readonly { name: string; value: number }[],
  total: number,
  overrides: FeeDictionary = {},
): (FeeType | null)[] {
  const alone = components.length === 1 && Math.abs((components[0]?.value ?? Number.NaN) - total) < 0.005;
  return components.map((component) => feeTypeOf(component.name, overrides, alone));
}
