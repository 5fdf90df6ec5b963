import { locateNfe } from './nfe-document.js';
import { recipientOf } from './nfe-recipient.js';
import { orderReferenceOf } from './order-reference.js';
import {
  InvoiceRefused,
  refusal,
  type InvoiceItem,
  type InvoiceReading,
  type InvoiceVolume,
  type ParsedInvoice,
} from './parsed-invoice.js';
import { parseXmlDocument } from '../../../../platform/fiscal-xml/xml-document.js';
import { child, children, text, type XmlNode } from '../../../../platform/fiscal-xml/xml-tree.js';

/** NF-e decimals use '.' and no thousands separator ('6.970', '347.28'). */
function decimal(value: string | null): number | null {
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

function isoInstant(value: string | null): string | null {
  const date = value === null ? null : new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/** transp/vol: a group without qVol still stands for one volume. */
function volumesOf(infNFe: XmlNode): InvoiceVolume[] {
  return children(child(infNFe, 'transp'), 'vol').map((volume) => ({
    quantity: decimal(text(volume, 'qVol')) ?? 1,
    gross_weight: decimal(text(volume, 'pesoB')),
    net_weight: decimal(text(volume, 'pesoL')),
    species: text(volume, 'esp'),
  }));
}

/** Each volume group weighs its gross weight, or its net one when the gross is missing. */
function totalWeightOf(volumes: InvoiceVolume[]): number | null {
  const weights = volumes.map((volume) => volume.gross_weight ?? volume.net_weight).filter((weight) => weight !== null);
  return weights.length ? round3(weights.reduce((sum, weight) => sum + weight, 0)) : null;
}

function itemsOf(infNFe: XmlNode): InvoiceItem[] {
  return children(infNFe, 'det').map((det) => {
    const product = child(det, 'prod');
    return {
      reference: text(product, 'cProd') ?? '',
      description: text(product, 'xProd') ?? '',
      quantity: decimal(text(product, 'qCom')) ?? 0,
      unit_value: decimal(text(product, 'vUnCom')) ?? 0,
      total: decimal(text(product, 'vProd')) ?? 0,
    };
  });
}

function carrierOf(infNFe: XmlNode): ParsedInvoice['carrier'] {
  const carrier = child(infNFe, 'transp', 'transporta');
  const cnpj = text(carrier, 'CNPJ');
  const name = text(carrier, 'xNome');
  return cnpj === null && name === null ? null : { cnpj, name };
}

function emitterOf(infNFe: XmlNode): ParsedInvoice['emitter'] {
  const name = text(infNFe, 'emit', 'xNome');
  if (name === null) throw new InvoiceRefused('NF-e sem emitente (grupo emit).');
  return { cnpj: text(infNFe, 'emit', 'CNPJ'), name, state: text(infNFe, 'emit', 'enderEmit', 'UF') };
}

function invoiceOf(xml: Buffer | string): ParsedInvoice {
  const { key, infNFe } = locateNfe(parseXmlDocument(xml));
  const number = text(infNFe, 'ide', 'nNF');
  if (number === null) throw new InvoiceRefused('NF-e sem número (nNF).');
  const cargoValue = decimal(text(infNFe, 'total', 'ICMSTot', 'vNF'));
  if (cargoValue === null) throw new InvoiceRefused('NF-e sem o valor total da nota (ICMSTot/vNF).');
  const volumes = volumesOf(infNFe);
  return {
    key,
    number,
    series: text(infNFe, 'ide', 'serie') ?? '',
    model: 55,
    issued_at: isoInstant(text(infNFe, 'ide', 'dhEmi') ?? text(infNFe, 'ide', 'dEmi')),
    reference: orderReferenceOf(infNFe, number),
    emitter: emitterOf(infNFe),
    recipient: recipientOf(infNFe),
    carrier: carrierOf(infNFe),
    volumes,
    total_weight_kg: totalWeightOf(volumes),
    cargo_value: cargoValue,
    items: itemsOf(infNFe),
  };
}

/**
 * Reads one NF-e 4.00 XML (with or without declaration, nfeProc or bare NFe, namespaced or not).
 * Never throws: whatever is wrong with the file comes back as a refusal with a pt-BR reason.
 */
export function readInvoiceXml(xml: Buffer | string, fileName: string): InvoiceReading {
  try {
    return { ok: true, fileName, invoice: invoiceOf(xml), xml: Buffer.isBuffer(xml) ? xml : Buffer.from(xml) };
  } catch (error) {
    if (error instanceof InvoiceRefused) return refusal(fileName, error.message);
    return refusal(fileName, `Não foi possível ler a NF-e: ${error instanceof Error ? error.message : String(error)}.`);
  }
}
