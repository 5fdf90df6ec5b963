import { type Cell, fixedRecord } from './fixed-width.js';

/** One CT to write as a carrier would (tests, the browser walk's fixture). Values in BRL, weight in kg. */
export interface ConembCtSpec {
  series?: string;
  number: string | number;
  /** DDMMAAAA */
  issued: string;
  total: number;
  weight?: number;
  components?: Partial<
    Record<'frete_peso' | 'frete_valor' | 'sec_cat' | 'itr' | 'despacho' | 'pedagio' | 'ademe', number>
  >;
  icms?: { base: number; rate: number; value: number };
  carrier_cnpj: string;
  shipper_cnpj: string;
  nfs: { series?: string; number: string | number }[];
  action?: 'I' | 'C' | 'E';
  key?: string;
}

export interface ConembFileSpec {
  carrier: { cnpj: string; name: string };
  cts: ConembCtSpec[];
  eol?: '\r\n' | '\n';
  /** '3.1': 320–323 with the CT-e key (P2, 739 positions); '680': P3's 020–023 at 680 positions. */
  variant?: '3.1' | '680';
}

const COMPONENT_SPANS = {
  frete_peso: [96, 110],
  frete_valor: [111, 125],
  sec_cat: [126, 140],
  itr: [141, 155],
  despacho: [156, 170],
  pedagio: [171, 185],
  ademe: [186, 200],
} as const;
const ascii = { ascii: true };

/** A 322 (or 022) record. */
export function conembCtLine(ct: ConembCtSpec, id = '322', length = 739): string {
  const cells: Cell[] = [
    { span: [4, 13], text: 'MATRIZ' },
    { span: [14, 18], text: ct.series ?? '1' },
    { span: [19, 30], number: Number(ct.number) },
    { span: [31, 38], text: ct.issued },
    { span: [39, 39], text: 'C' },
    { span: [40, 46], number: ct.weight ?? 0, decimals: 2 },
    { span: [47, 61], number: ct.total, decimals: 2 },
    { span: [62, 76], number: ct.icms?.base ?? 0, decimals: 2 },
    { span: [77, 80], number: ct.icms?.rate ?? 0, decimals: 2 },
    { span: [81, 95], number: ct.icms?.value ?? 0, decimals: 2 },
    ...Object.entries(ct.components ?? {}).map(([name, value]) => ({
      span: COMPONENT_SPANS[name as keyof typeof COMPONENT_SPANS],
      number: value,
      decimals: 2,
    })),
    { span: [201, 201], text: '2' },
    { span: [205, 218], text: ct.carrier_cnpj },
    { span: [219, 232], text: ct.shipper_cnpj },
    ...ct.nfs.flatMap((nf, i): Cell[] => [
      { span: [233 + i * 11, 235 + i * 11], text: (nf.series ?? '1').padStart(3, '0') },
      { span: [236 + i * 11, 243 + i * 11], number: Number(nf.number) },
    ]),
    { span: [673, 673], text: ct.action ?? 'I' },
    { span: [674, 674], text: 'N' },
  ];
  if (length > 680)
    cells.push(
      { span: [675, 678], text: '5353' },
      { span: [679, 680], text: '57' },
      { span: [681, 724], text: ct.key ?? '' },
    );
  return fixedRecord(length, id, cells, ascii);
}

/** A CONEMB file: 000, 320, 321, one 322 per CT, 323 totals. */
export function conembFile(spec: ConembFileSpec): string {
  const eol = spec.eol ?? '\r\n';
  const short = spec.variant === '680';
  const [length, prefix] = short ? [680, '0'] : [739, '3'];
  const lines = [
    fixedRecord(
      length,
      '000',
      [
        { span: [4, 38], text: spec.carrier.name },
        { span: [39, 73], text: 'EMBARCADOR' },
        { span: [74, 83], text: '2811261200' },
        { span: [84, 95], text: 'CON28111200' },
      ],
      ascii,
    ),
    fixedRecord(length, `${prefix}20`, [{ span: [4, 17], text: 'CONHE28111200' }], ascii),
    fixedRecord(
      length,
      `${prefix}21`,
      [
        { span: [4, 17], text: spec.carrier.cnpj },
        { span: [18, 57], text: spec.carrier.name },
      ],
      ascii,
    ),
    ...spec.cts.map((ct) => conembCtLine(ct, `${prefix}22`, length)),
    fixedRecord(
      length,
      `${prefix}23`,
      [
        { span: [4, 7], number: spec.cts.length },
        { span: [8, 22], number: spec.cts.reduce((sum, ct) => sum + ct.total, 0), decimals: 2 },
      ],
      ascii,
    ),
  ];
  return lines.map((line) => line + eol).join('');
}
