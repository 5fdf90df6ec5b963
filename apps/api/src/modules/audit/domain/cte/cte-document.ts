import { FileRefused } from '../../../../platform/fiscal-xml/file-refusal.js';
import type { XmlDocument } from '../../../../platform/fiscal-xml/xml-document.js';
import { attribute, child, children, text, type XmlNode } from '../../../../platform/fiscal-xml/xml-tree.js';

/** The authorised CT-e inside a file: its infCte group, key and layout version. */
export interface LocatedCte {
  key: string;
  version: '3.00' | '4.00';
  infCte: XmlNode;
}

const CORRECTION_LETTER = '110110';
const CANCELLATION = '110111';
/** Event registered and linked (135), registered without link (136), cancel accepted (155, sped-cte). */
const EVENT_REGISTERED = new Set(['135', '136', '155']);
/** protCTe: authorised (100, 150 late), cancelled (101), denied (110, 205, 301, 302). */
const AUTHORISED = new Set(['100', '150']);
const DENIED = new Set(['110', '205', '301', '302']);
const VERSIONS = new Set(['3.00', '4.00']);

const EVENT_ROOTS = new Set(['procEventoCTe', 'eventoCTe', 'retEventoCTe', 'procCancCTe']);
const OTHER_DOCUMENTS: Record<string, string> = {
  nfeProc: 'uma NF-e: importe-a em Pedidos > Importar notas',
  NFe: 'uma NF-e: importe-a em Pedidos > Importar notas',
  procEventoNFe: 'um evento de NF-e',
  cteOSProc: 'um CT-e OS (modelo 67, transporte de pessoas ou valores), sem notas de mercadoria a conciliar',
  CTeOS: 'um CT-e OS (modelo 67, transporte de pessoas ou valores), sem notas de mercadoria a conciliar',
  mdfeProc: 'um MDF-e (manifesto de documentos fiscais)',
  MDFe: 'um MDF-e (manifesto de documentos fiscais)',
  enviCTe: 'um lote de envio à SEFAZ (enviCTe), sem o protocolo de autorização',
};

const CANCELLED_EVENT_FILE =
  'Evento de cancelamento de CT-e (110111) não é um CT-e: um CT-e cancelado não entra na auditoria.';

/** The infEvento groups of an event file or of the events appended to a cteProc, wherever they sit. */
function eventInfos(node: XmlNode): XmlNode[] {
  const direct = [...children(node, 'eventoCTe'), ...children(node, 'retEventoCTe')];
  const wrapped = [...children(node, 'procEventoCTe'), ...children(node, 'procCancCTe')].flatMap((event) => [
    ...children(event, 'eventoCTe'),
    ...children(event, 'retEventoCTe'),
  ]);
  return [...children(node, 'infEvento'), ...[...direct, ...wrapped].flatMap((event) => children(event, 'infEvento'))];
}

function eventType(info: XmlNode): string | null {
  return text(info, 'tpEvento');
}

function eventFileReason(node: XmlNode): string {
  const type = eventInfos(node)
    .map(eventType)
    .find((value) => value !== null);
  if (type === CORRECTION_LETTER) {
    return 'Carta de correção de CT-e (evento 110110) não é um CT-e: ela não altera valores; envie o XML do CT-e autorizado.';
  }
  if (type === CANCELLATION) return CANCELLED_EVENT_FILE;
  return `Evento de CT-e (tipo ${type ?? 'não informado'}) não é um CT-e: envie o XML do CT-e autorizado.`;
}

/** cteProc wraps the CT-e with its protocol (and, from some systems, its events). */
function unwrap({ root, node }: XmlDocument): { cte: XmlNode; proc: XmlNode | null } {
  if (root === 'CTe') return { cte: node, proc: null };
  if (root === 'cteProc') {
    const cte = child(node, 'CTe');
    if (cte === undefined) throw new FileRefused('O arquivo cteProc não contém o CT-e (grupo CTe).');
    return { cte, proc: node };
  }
  if (EVENT_ROOTS.has(root)) throw new FileRefused(eventFileReason(node));
  const other = Object.hasOwn(OTHER_DOCUMENTS, root) ? OTHER_DOCUMENTS[root] : undefined;
  if (other) throw new FileRefused(`O arquivo é ${other}, não um CT-e.`);
  throw new FileRefused(`O XML não é um CT-e (elemento raiz <${root.slice(0, 40)}>).`);
}

function checkVersion(infCte: XmlNode, proc: XmlNode | null): '3.00' | '4.00' {
  const version = attribute(infCte, 'versao') ?? (proc === null ? null : attribute(proc, 'versao'));
  if (version === null || !VERSIONS.has(version)) {
    throw new FileRefused(
      `Leiaute de CT-e ${version ?? 'sem versão'} não suportado: envie CT-e nas versões 3.00 ou 4.00.`,
    );
  }
  return version as '3.00' | '4.00';
}

function checkModel(infCte: XmlNode): void {
  const model = text(infCte, 'ide', 'mod');
  if (model !== '57') throw new FileRefused(`Documento modelo ${model ?? 'não informado'} não é um CT-e (modelo 57).`);
}

/** Refuses a CT-e the file shows as cancelled (protocol or appended event), denied or not authorised. */
function checkStatus(proc: XmlNode): void {
  const cancellation = eventInfos(proc).find((info) => {
    const status = text(info, 'cStat');
    // An event without a SEFAZ answer counts; one the SEFAZ rejected does not.
    return eventType(info) === CANCELLATION && (status === null || EVENT_REGISTERED.has(status));
  });
  if (cancellation !== undefined) {
    throw new FileRefused(
      'CT-e cancelado: o arquivo traz o evento de cancelamento (110111); um CT-e cancelado não entra na auditoria.',
    );
  }
  const status = text(proc, 'protCTe', 'infProt', 'cStat');
  if (status === null || AUTHORISED.has(status)) return;
  const motive = text(proc, 'protCTe', 'infProt', 'xMotivo') ?? 'sem motivo informado';
  if (status === '101')
    throw new FileRefused(
      `CT-e cancelado: o protocolo da SEFAZ tem a situação 101 (${motive}); um CT-e cancelado não entra na auditoria.`,
    );
  if (DENIED.has(status)) throw new FileRefused(`CT-e denegado pela SEFAZ (${status}: ${motive}).`);
  throw new FileRefused(`CT-e não autorizado pela SEFAZ (${status}: ${motive}).`);
}

/**
 * A CT-e or NF-e access key: cUF and AAMM (6 digits), the emitter's CNPJ (14: since July 2026 its first
 * 12 may be letters, the alphanumeric CNPJ of IN RFB 2.229/2024; its 2 check digits stay digits), then
 * model, series, number, tpEmis, code and check digit (24 digits).
 */
export const ACCESS_KEY = /^\d{6}[0-9A-Z]{12}\d{26}$/;

/** The key from infCte Id ('CTe' + 44); the protocol's chCTe when the Id is missing or odd. */
function keyOf(infCte: XmlNode, proc: XmlNode | null): string {
  const fromId = /^CTe(.{44})$/.exec(attribute(infCte, 'Id') ?? '')?.[1];
  const fromProtocol = proc === null ? null : text(proc, 'protCTe', 'infProt', 'chCTe');
  const key = [fromId, fromProtocol].find((value) => typeof value === 'string' && ACCESS_KEY.test(value));
  if (!key)
    throw new FileRefused('Chave de acesso do CT-e ausente ou inválida (atributo Id de infCte e chCTe do protocolo).');
  return key;
}

/**
 * Finds the CT-e in a parsed file and refuses what must not be audited: other documents (an NF-e
 * sent as CT-e), events (correction letter, cancellation), unsupported layouts, other models,
 * cancelled, denied or unauthorised CT-e.
 */
export function locateCte(document: XmlDocument): LocatedCte {
  const { cte, proc } = unwrap(document);
  const infCte = child(cte, 'infCte');
  if (infCte === undefined)
    throw new FileRefused('CT-e sem o grupo infCte: o arquivo não tem os dados do conhecimento.');
  const version = checkVersion(infCte, proc);
  checkModel(infCte);
  if (proc !== null) checkStatus(proc);
  return { key: keyOf(infCte, proc), version, infCte };
}
