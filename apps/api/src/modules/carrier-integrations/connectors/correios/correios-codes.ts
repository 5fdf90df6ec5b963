import { type CodeMeaning, meaning } from '../carrier-events.js';

/**
 * Correios SRO events (CARRIERS.md §1.5): an event is `codigo` + `tipo`, written 'BDE/01'. The
 * official full table was not found: the rows below are the documented ones; any other pair is
 * kept as in_transit (or exception, for the final 'baixa' codes) and flagged unknown.
 */
const BY_CODE_AND_TYPE: Readonly<Record<string, CodeMeaning>> = {
  // Delivered to the recipient (final).
  'BDE/01': meaning('delivered'),
  'BDI/01': meaning('delivered'),
  'BDR/01': meaning('delivered'),
  // Delivery not made: the postman found no one / could not deliver (§1.5, tipo numbers inferred).
  'BDE/20': meaning('failed_attempt', 'absent'),
  'BDI/20': meaning('failed_attempt', 'absent'),
  'BDR/20': meaning('failed_attempt', 'absent'),
  'BDE/34': meaning('failed_attempt', 'other'),
  'BDE/35': meaning('failed_attempt', 'other'),
  // Returned to the sender (final).
  'BDE/23': meaning('returned'),
  'BDI/23': meaning('returned'),
  'BDR/23': meaning('returned'),
  // Loss and theft (final).
  ...Object.fromEntries(
    ['BDE', 'BDI', 'BDR'].flatMap((code) =>
      ['50', '51', '52'].map((type) => [`${code}/${type}`, meaning('exception', 'loss')]),
    ),
  ),
};

/** Codes whose meaning does not depend on `tipo`. */
const BY_CODE: Readonly<Record<string, CodeMeaning>> = {
  PO: meaning('posted'),
  RO: meaning('in_transit'),
  DO: meaning('in_transit'),
  OEC: meaning('out_for_delivery'),
  LDI: meaning('awaiting_pickup'),
  FC: meaning('returning'),
};

/** 'baixa' events: final per the SRO manual quoted in §1.5 whatever the tipo; unknown ones are exceptions. */
const FINAL_CODES = new Set(['BDE', 'BDI', 'BDR']);

/** 'BDE/01' → delivered; an unknown pair → in_transit (exception for BDE/BDI/BDR), flagged. */
export function correiosMeaning(code: string): CodeMeaning {
  const known = BY_CODE_AND_TYPE[code];
  if (known) return known;
  const [codigo] = code.split('/');
  const byCode = BY_CODE[codigo];
  if (byCode) return byCode;
  return FINAL_CODES.has(codigo)
    ? { state: 'exception', problem: 'other', unknown: true }
    : { state: 'in_transit', problem: null, unknown: true };
}
