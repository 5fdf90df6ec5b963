import { FileRefused, refusal } from '../../../../platform/fiscal-xml/file-refusal.js';
import { repairDoubleEncoding } from '../../../../platform/fiscal-xml/mojibake.js';
import { parseXmlDocument } from '../../../../platform/fiscal-xml/xml-document.js';
import { child, children, text, type XmlNode } from '../../../../platform/fiscal-xml/xml-tree.js';
import { ACCESS_KEY, locateCte } from './cte-document.js';
import { componentFeeTypes, type FeeDictionary } from './cte-fee-types.js';
import type { CteComponent, CteIcms, CteParty, CteQuantity, CteReading, ParsedCte } from './parsed-cte.js';

/** CT-e decimals use '.' and no thousands separator. */
function decimal(value: string | null): number | null {
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Free text of the file, with double-encoded accents repaired. */
function label(node: XmlNode, ...path: string[]): string | null {
  const value = text(node, ...path);
  return value === null ? null : repairDoubleEncoding(value);
}

function isoInstant(value: string | null): string | null {
  const date = value === null ? null : new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/** rem/dest/exped/receb/toma4 with its address group (enderReme, enderDest...). */
function partyOf(node: XmlNode | undefined, addressGroup: string): CteParty | null {
  if (node === undefined) return null;
  return {
    federal_tax_id: text(node, 'CNPJ') ?? text(node, 'CPF'),
    name: label(node, 'xNome'),
    city: label(node, addressGroup, 'xMun'),
    state: text(node, addressGroup, 'UF'),
  };
}

const PAYER_ROLES = ['remetente', 'expedidor', 'recebedor', 'destinatario'] as const;
const PARTY_GROUPS: Record<(typeof PAYER_ROLES)[number], [string, string]> = {
  remetente: ['rem', 'enderReme'],
  expedidor: ['exped', 'enderExped'],
  recebedor: ['receb', 'enderReceb'],
  destinatario: ['dest', 'enderDest'],
};

/** toma3 (toma03 on 2.00-era emitters) names one of the parties; toma4 carries its own data. */
function payerOf(infCte: XmlNode): ParsedCte['payer'] {
  const other = child(infCte, 'ide', 'toma4');
  if (other !== undefined) return { role: 'outros', ...(partyOf(other, 'enderToma') as CteParty) };
  const code = Number(text(infCte, 'ide', 'toma3', 'toma') ?? text(infCte, 'ide', 'toma03', 'toma'));
  const role = PAYER_ROLES[code] ?? null;
  const party = role === null ? null : partyOf(child(infCte, PARTY_GROUPS[role][0]), PARTY_GROUPS[role][1]);
  return { role, ...(party ?? { federal_tax_id: null, name: null, city: null, state: null }) };
}

const ICMS_GROUPS = ['ICMS00', 'ICMS20', 'ICMS45', 'ICMS60', 'ICMS90', 'ICMSOutraUF', 'ICMSSN'];

/** The one ICMS group of imp/ICMS; the ST (60) and other-state groups name their fields differently. */
function icmsOf(infCte: XmlNode): CteIcms | null {
  const icms = child(infCte, 'imp', 'ICMS');
  const group = ICMS_GROUPS.find((name) => child(icms, name) !== undefined);
  if (group === undefined) return null;
  const node = child(icms, group);
  const field = (...names: string[]) =>
    names.map((name) => decimal(text(node, name))).find((value) => value !== null) ?? null;
  return {
    group: group.slice(4),
    cst: text(node, 'CST'),
    base_reduction: field('pRedBC', 'pRedBCOutraUF'),
    base: field('vBC', 'vBCSTRet', 'vBCOutraUF'),
    rate: field('pICMS', 'pICMSSTRet', 'pICMSOutraUF'),
    value: field('vICMS', 'vICMSSTRet', 'vICMSOutraUF') ?? 0,
  };
}

const UNITS: Record<string, CteQuantity['unit']> = {
  '00': 'M3',
  '01': 'KG',
  '02': 'TON',
  '03': 'UNIDADE',
  '04': 'LITROS',
  '05': 'MMBTU',
};

/** infQ lines; TON becomes kg so every weight reads alike. */
function quantitiesOf(infCarga: XmlNode | undefined): CteQuantity[] {
  return children(infCarga, 'infQ').map((line) => {
    const unit = UNITS[text(line, 'cUnid') ?? ''] ?? null;
    const quantity = decimal(text(line, 'qCarga')) ?? 0;
    return {
      measure: (label(line, 'tpMed') ?? '')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase(),
      unit: unit === 'TON' ? 'KG' : unit,
      quantity: unit === 'TON' ? round3(quantity * 1000) : quantity,
    };
  });
}

/** The weight the price was computed on, by how carriers name it, most specific first. */
const WEIGHT_PREFERENCE = [/TAXAD/, /BASE DE CALCULO|CALCULO/, /CUBAD|AFORAD/, /AFERID/, /REAL/, /BRUT/, /DECLARAD/];

function chargedWeight(quantities: CteQuantity[]): number | null {
  const weights = quantities.filter((line) => line.unit === 'KG' && line.quantity > 0);
  for (const pattern of WEIGHT_PREFERENCE) {
    const found = weights.find((line) => pattern.test(line.measure));
    if (found) return found.quantity;
  }
  return weights[0]?.quantity ?? null;
}

/** infDoc/infNFe/chave (3.00, 4.00) and rem/infNFe/chave (older layouts), each key once. */
function nfeKeysOf(infCte: XmlNode): string[] {
  const norm = child(infCte, 'infCTeNorm');
  const groups = [...children(child(norm, 'infDoc'), 'infNFe'), ...children(child(infCte, 'rem'), 'infNFe')];
  const keys = groups
    .map((group) => text(group, 'chave') ?? text(group, 'chNFe'))
    .filter((key): key is string => key !== null && ACCESS_KEY.test(key));
  return [...new Set(keys)];
}

/** tpCTe 1: the complemented CT-e (one in 3.00, up to ten in 4.00); tpCTe 3: the substituted one. */
function referencedKeysOf(infCte: XmlNode, type: number): string[] {
  const groups =
    type === 1 ? children(infCte, 'infCteComp') : type === 3 ? children(child(infCte, 'infCTeNorm'), 'infCteSub') : [];
  const keys = groups
    .map((group) => text(group, 'chCTe') ?? text(group, 'chCte'))
    .filter((key): key is string => key !== null && ACCESS_KEY.test(key));
  return [...new Set(keys)];
}

/** vPrest/Comp with the fee type each maps to. */
function componentsOf(infCte: XmlNode, total: number, dictionary: FeeDictionary): CteComponent[] {
  const components = children(child(infCte, 'vPrest'), 'Comp').map((component) => ({
    name: label(component, 'xNome') ?? '',
    value: decimal(text(component, 'vComp')) ?? 0,
  }));
  const fees = componentFeeTypes(components, total, dictionary);
  return components.map((component, index) => ({ ...component, fee: fees[index] ?? null }));
}

function cteOf(xml: Buffer | string, dictionary: FeeDictionary): ParsedCte {
  const { key, version, infCte } = locateCte(parseXmlDocument(xml, 'um CT-e'));
  const number = text(infCte, 'ide', 'nCT');
  if (number === null) throw new FileRefused('CT-e sem número (nCT).');
  const total = decimal(text(infCte, 'vPrest', 'vTPrest'));
  if (total === null) throw new FileRefused('CT-e sem o valor total da prestação (vPrest/vTPrest).');
  const infCarga = child(infCte, 'infCTeNorm', 'infCarga');
  const quantities = quantitiesOf(infCarga);
  const type = Number(text(infCte, 'ide', 'tpCTe') ?? 0);
  return {
    key,
    number,
    series: text(infCte, 'ide', 'serie') ?? '',
    version,
    issued_at: isoInstant(text(infCte, 'ide', 'dhEmi')),
    type,
    carrier: {
      cnpj: text(infCte, 'emit', 'CNPJ') ?? text(infCte, 'emit', 'CPF'),
      name: label(infCte, 'emit', 'xNome'),
    },
    payer: payerOf(infCte),
    sender: partyOf(child(infCte, 'rem'), 'enderReme'),
    recipient: partyOf(child(infCte, 'dest'), 'enderDest'),
    expeditor: partyOf(child(infCte, 'exped'), 'enderExped'),
    receiver: partyOf(child(infCte, 'receb'), 'enderReceb'),
    origin: { city: label(infCte, 'ide', 'xMunIni'), state: text(infCte, 'ide', 'UFIni') },
    destination: { city: label(infCte, 'ide', 'xMunFim'), state: text(infCte, 'ide', 'UFFim') },
    total,
    receivable: decimal(text(infCte, 'vPrest', 'vRec')),
    components: componentsOf(infCte, total, dictionary),
    icms: icmsOf(infCte),
    quantities,
    weight_kg: chargedWeight(quantities),
    cargo_value: decimal(text(infCarga, 'vCarga')),
    nfe_keys: nfeKeysOf(infCte),
    refers_to: referencedKeysOf(infCte, type),
  };
}

/**
 * Reads one CT-e 3.00 or 4.00 XML (cteProc or bare CTe, namespaced or not, with or without a BOM).
 * Never throws: whatever is wrong with the file comes back as a refusal with a pt-BR reason.
 * dictionary: the company's own component names (on top of the default one).
 */
export function readCteXml(xml: Buffer | string, fileName: string, dictionary: FeeDictionary = {}): CteReading {
  try {
    return { ok: true, fileName, cte: cteOf(xml, dictionary) };
  } catch (error) {
    if (error instanceof FileRefused) return refusal(fileName, error.message);
    return refusal(fileName, `Não foi possível ler o CT-e: ${error instanceof Error ? error.message : String(error)}.`);
  }
}
