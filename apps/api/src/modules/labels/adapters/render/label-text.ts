import { formatCep, formatPhone } from '@despacho/domain';
import type { LabelData, LabelParty } from './label-data.js';

/** A Correios object code (CARRIERS.md §1.6) is printed grouped: 'AA 123 456 785 BR'. */
const CORREIOS_CODE = /^([A-Z]{2})(\d{3})(\d{3})(\d{3})([A-Z]{2})$/;

/** The tracking code as printed under its barcode: grouped for Correios, as is otherwise. */
export function printedTrackingCode(code: string): string {
  const parts = CORREIOS_CODE.exec(code);
  return parts ? parts.slice(1).join(' ') : code;
}

/** 'Correios · SEDEX' or just the carrier when the service is unknown. */
export function carrierLine(label: LabelData): string {
  return label.service ? `${label.carrier} · ${label.service}` : label.carrier;
}

const KG = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** 'Volume 2/3 · 1,250 kg'. */
export function packageLine({ package: p }: LabelData): string {
  return `Volume ${p.n}/${p.of} · ${KG.format(p.weight_kg)} kg`;
}

/** 'Pedido PED-1 · NF 1234'. */
export function referenceLine(label: LabelData): string {
  return label.invoice_number
    ? `Pedido ${label.order_reference} · NF ${label.invoice_number}`
    : `Pedido ${label.order_reference}`;
}

/**
 * The address lines of a party after its name, at most `max`: street lines, then 'CEP 01310-100 São
 * Paulo/SP' which is never cut, then the phone when there is room.
 */
export function addressLines(party: LabelParty, max: number): string[] {
  const streets = party.lines.slice(0, max - 1);
  const lines = [...streets, `CEP ${formatCep(party.zip)} ${party.city}/${party.state}`];
  if (party.phone && lines.length < max) lines.push(`Tel. ${formatPhone(party.phone)}`);
  return lines;
}

/** The NF-e key as people read it: eleven groups of four digits. */
export function printedInvoiceKey(key: string): string {
  return key.replace(/(\d{4})(?=\d)/g, '$& ');
}

/** The characters of Windows-1252 above Latin-1's printable range that pdfkit's standard fonts encode. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const inWinAnsi = (c: string) => {
  const code = c.charCodeAt(0);
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(c);
};

/**
 * Text the PDF's Helvetica (WinAnsi) can print: accents of Portuguese stay; another letter outside
 * it loses its mark ('ŝ' → 's') and anything else (an emoji, 'Ł') prints as '?' instead of garbage.
 */
export function winAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), (c) => {
    if (inWinAnsi(c)) return c;
    const base = c.normalize('NFD')[0];
    return base !== c && inWinAnsi(base) ? base : '?';
  }).join('');
}
