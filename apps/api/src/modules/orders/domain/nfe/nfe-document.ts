import { InvoiceRefused } from './parsed-invoice.js';
import type { XmlDocument } from '../../../../platform/fiscal-xml/xml-document.js';
import { attribute, child, children, text, type XmlNode } from '../../../../platform/fiscal-xml/xml-tree.js';

/** The authorised NF-e inside a file: its infNFe group and the key. */
export interface LocatedNfe {
  key: string;
  infNFe: XmlNode;
}

const CORRECTION_LETTER = '110110';
/** Cancellation, and cancellation by substitution. */
const CANCELLATION_EVENTS = new Set(['110111', '110112']);
/** Event registered and linked to the NF-e (with or without the recipient's notice). */
const EVENT_REGISTERED = new Set(['135', '136', '155']);
/** protNFe situations: authorised (100, 150 late), cancelled (101, 151, 155), denied (110, 301-303). */
const AUTHORISED = new Set(['100', '150']);
const CANCELLED = new Set(['101', '151', '155']);
const DENIED = new Set(['110', '301', '302', '303']);

const EVENT_ROOTS = new Set(['procEventoNFe', 'evento', 'envEvento', 'retEnvEvento', 'retEvento']);
const OLD_CANCELLATION_ROOTS = new Set(['procCancNFe', 'cancNFe', 'retCancNFe']);
const OTHER_DOCUMENTS: Record<string, string> = {
  cteProc: 'CT-e (conhecimento de transporte)',
  CTe: 'CT-e (conhecimento de transporte)',
  cteOSProc: 'CT-e OS (conhecimento de transporte)',
  CTeOS: 'CT-e OS (conhecimento de transporte)',
  procEventoCTe: 'evento de CT-e',
  eventoCTe: 'evento de CT-e',
  mdfeProc: 'MDF-e (manifesto de documentos fiscais)',
  MDFe: 'MDF-e (manifesto de documentos fiscais)',
  enviNFe: 'lote de envio à SEFAZ (enviNFe), sem o protocolo de autorização de cada nota',
  resNFe: 'resumo de NF-e (resNFe), sem os dados da nota',
};

const CANCELLATION_EVENT_FILE = 'Evento de cancelamento de NF-e não é uma NF-e: uma nota cancelada não gera pedido.';

function eventFileReason(node: XmlNode): string {
  const type =
    text(node, 'evento', 'infEvento', 'tpEvento') ??
    text(node, 'infEvento', 'tpEvento') ??
    text(node, 'retEvento', 'infEvento', 'tpEvento');
  if (type === CORRECTION_LETTER)
    return 'Carta de correção (CC-e, evento 110110) não é uma NF-e: envie o XML da nota autorizada.';
  if (type && CANCELLATION_EVENTS.has(type)) return CANCELLATION_EVENT_FILE;
  return `Evento de NF-e (tipo ${type ?? 'não informado'}) não é uma NF-e: envie o XML da nota autorizada.`;
}

/** nfeProc wraps the NF-e with its protocol; some systems also append the events of the note to it. */
function unwrap({ root, node }: XmlDocument): { nfe: XmlNode; proc: XmlNode | null } {
  if (root === 'NFe') return { nfe: node, proc: null };
  if (root === 'nfeProc') {
    const nfe = child(node, 'NFe');
    if (nfe === undefined) throw new InvoiceRefused('O arquivo nfeProc não contém a NF-e (grupo NFe).');
    return { nfe, proc: node };
  }
  if (EVENT_ROOTS.has(root)) throw new InvoiceRefused(eventFileReason(node));
  if (OLD_CANCELLATION_ROOTS.has(root)) throw new InvoiceRefused(CANCELLATION_EVENT_FILE);
  const other = Object.hasOwn(OTHER_DOCUMENTS, root) ? OTHER_DOCUMENTS[root] : undefined;
  if (other) throw new InvoiceRefused(`O arquivo é um ${other}, não uma NF-e.`);
  throw new InvoiceRefused(`O XML não é uma NF-e (elemento raiz <${root.slice(0, 40)}>).`);
}

function checkModel(infNFe: XmlNode): void {
  const model = text(infNFe, 'ide', 'mod');
  if (model === '65') throw new InvoiceRefused('NFC-e (modelo 65) não é nota de transporte.');
  if (model !== '55')
    throw new InvoiceRefused(`Documento modelo ${model ?? 'não informado'} não é uma NF-e (modelo 55).`);
}

/** Refuses a note the file itself shows as cancelled, denied or not authorised. */
function checkStatus(proc: XmlNode): void {
  const events = [
    ...children(proc, 'retEvento'),
    ...children(proc, 'evento'),
    ...children(proc, 'procEventoNFe').flatMap((event) => [
      ...children(event, 'evento'),
      ...children(event, 'retEvento'),
    ]),
  ].flatMap((event) => children(event, 'infEvento'));
  const cancellation = events.find((event) => {
    const type = text(event, 'tpEvento');
    const status = text(event, 'cStat');
    // An event without a SEFAZ answer counts; one the SEFAZ rejected does not.
    return type !== null && CANCELLATION_EVENTS.has(type) && (status === null || EVENT_REGISTERED.has(status));
  });
  if (cancellation !== undefined) {
    throw new InvoiceRefused(
      `NF-e cancelada: o arquivo traz o evento de cancelamento (${text(cancellation, 'tpEvento')}) da nota; uma nota cancelada não gera pedido.`,
    );
  }

  const status = text(proc, 'protNFe', 'infProt', 'cStat');
  if (status === null || AUTHORISED.has(status)) return;
  const motive = text(proc, 'protNFe', 'infProt', 'xMotivo') ?? 'sem motivo informado';
  if (CANCELLED.has(status))
    throw new InvoiceRefused(
      `NF-e cancelada: o protocolo da SEFAZ tem a situação ${status} (${motive}); uma nota cancelada não gera pedido.`,
    );
  if (DENIED.has(status))
    throw new InvoiceRefused(
      `NF-e denegada pela SEFAZ (${status}: ${motive}): a mercadoria não pode circular com ela.`,
    );
  throw new InvoiceRefused(`NF-e não autorizada pela SEFAZ (${status}: ${motive}).`);
}

/** The key from infNFe Id ('NFe' + 44 digits); the protocol's chNFe when the Id is missing or odd. */
function keyOf(infNFe: XmlNode, proc: XmlNode | null): string {
  const fromId = /^NFe(\d{44})$/.exec(attribute(infNFe, 'Id') ?? '')?.[1];
  const fromProtocol = proc === null ? null : text(proc, 'protNFe', 'infProt', 'chNFe');
  const key = fromId ?? (fromProtocol !== null && /^\d{44}$/.test(fromProtocol) ? fromProtocol : undefined);
  if (!key)
    throw new InvoiceRefused(
      'Chave de acesso da NF-e ausente ou inválida (atributo Id de infNFe e chNFe do protocolo).',
    );
  return key;
}

/**
 * Finds the NF-e in a parsed file and refuses what must not become an order: other documents,
 * events (CC-e, cancellation), NFC-e and other models, cancelled, denied or rejected notes. The model
 * is checked before the status so that a cancelled NFC-e is reported as what it is.
 */
export function locateNfe(document: XmlDocument): LocatedNfe {
  const { nfe, proc } = unwrap(document);
  const infNFe = child(nfe, 'infNFe');
  if (infNFe === undefined) throw new InvoiceRefused('NF-e sem o grupo infNFe: o arquivo não tem os dados da nota.');
  checkModel(infNFe);
  if (proc !== null) checkStatus(proc);
  return { key: keyOf(infNFe, proc), infNFe };
}
