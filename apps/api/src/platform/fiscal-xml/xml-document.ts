import xml2js from 'xml2js';
import { FileRefused } from './file-refusal.js';
import type { XmlNode } from './xml-tree.js';

/** An NF-e with hundreds of items or a CT-e with dozens of NF-e keys stays well under 1 MB; 5 MB leaves room and caps the parse cost. */
export const MAX_XML_BYTES = 5 * 1024 * 1024;

const LATIN1_NAMES = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'windows-1252', 'cp1252']);

export interface XmlDocument {
  /** The root element's name without namespace prefix: 'nfeProc', 'NFe', 'procEventoNFe'... */
  root: string;
  node: XmlNode;
}

/**
 * NF-e and CT-e must be UTF-8, but some older emitters write ISO-8859-1 (and say so in the declaration) or
 * forget to say so: text that is not valid UTF-8 is read as Windows-1252, so accents survive.
 */
function decode(content: Buffer): string {
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w-]+)["']/i.exec(
    content.subarray(0, 200).toString('latin1'),
  )?.[1];
  if (declared && LATIN1_NAMES.has(declared.toLowerCase())) return new TextDecoder('windows-1252').decode(content);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return new TextDecoder('windows-1252').decode(content);
  }
}

/** sax reports 'Unexpected close tag\nLine: 3\nColumn: 7\nChar: >' with 0-based lines. */
function malformedReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /Line: (\d+)\s+Column: (\d+)/.exec(message);
  return position
    ? `XML malformado na linha ${Number(position[1]) + 1}, coluna ${position[2]}: o arquivo está incompleto ou corrompido.`
    : 'XML malformado: o arquivo está incompleto ou corrompido.';
}

/**
 * Parses an uploaded file into an xml2js tree, refusing (FileRefused) anything that is too big,
 * not XML, malformed, or carries a DOCTYPE. Fiscal documents never have a DOCTYPE, so any DOCTYPE or ENTITY
 * declaration is refused before the parser sees it: no external entity (XXE) and no entity expansion
 * (billion laughs) can reach it, whatever the parser would do with them. documentName ('uma NF-e',
 * 'um CT-e') goes into the reasons.
 */
export function parseXmlDocument(content: Buffer | string, documentName = 'uma NF-e'): XmlDocument {
  const bytes = typeof content === 'string' ? Buffer.byteLength(content) : content.length;
  if (bytes > MAX_XML_BYTES) throw new FileRefused(`Arquivo maior que 5 MB: ${documentName} não passa desse tamanho.`);
  const text = typeof content === 'string' ? content.replace(/^\uFEFF/, '') : decode(content);
  if (text.trim() === '') throw new FileRefused('Arquivo vazio.');
  if (!text.trimStart().startsWith('<')) throw new FileRefused('O arquivo não é um XML.');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new FileRefused(
      `XML com DOCTYPE ou declaração de entidades não é aceito: ${documentName} não tem DOCTYPE (proteção contra XXE e expansão de entidades).`,
    );
  }

  let result: unknown;
  let failure: unknown;
  // With async false (the default) xml2js calls back before parseString returns.
  const parser = new xml2js.Parser({ trim: true, tagNameProcessors: [xml2js.processors.stripPrefix] });
  try {
    parser.parseString(text, (error: unknown, value: unknown) => {
      if (error) failure ??= error;
      else result = value;
    });
  } catch (error) {
    failure ??= error;
  }
  if (failure !== undefined) throw new FileRefused(malformedReason(failure));
  const [root] = typeof result === 'object' && result !== null ? Object.keys(result) : [];
  if (!root) throw new FileRefused(malformedReason(undefined));
  return { root, node: (result as Record<string, unknown>)[root] };
}
