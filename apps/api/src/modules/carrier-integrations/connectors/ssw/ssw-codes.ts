import { type CodeMeaning, meaning } from '../carrier-events.js';

/**
 * SSW occurrence codes (CARRIERS.md §3.3, screen 405). Not PROCEDA's table: SSW 31–33 are delivery
 * attempts where PROCEDA's are indemnities (edi-proceda/ keeps its own). The 'finalizadoras' whose
 * meaning was not found (20, 23, 50, 53–55) end the shipment: exception, flagged; any other code is
 * in_transit, flagged.
 */
const BY_CODE: Readonly<Record<string, CodeMeaning>> = {
  '01': meaning('delivered'),
  '03': meaning('returned'),
  '19': meaning('in_transit'), // comprovante complementar: informative
  '31': meaning('failed_attempt', 'other'),
  '32': meaning('failed_attempt', 'other'),
  '33': meaning('failed_attempt', 'other'),
  '38': meaning('exception', 'refused'),
  '61': meaning('exception', 'fiscal_hold'),
  '70': meaning('in_transit'),
  '80': meaning('posted'),
  '83': meaning('in_transit'),
  '84': meaning('in_transit'),
  '88': meaning('exception', 'other'),
  '89': meaning('in_transit'),
  '95': meaning('out_for_delivery'),
};

const UNKNOWN_FINAL = new Set(['20', '23', '50', '53', '54', '55']);

/** The code inside an `ocorrencia` text: 'MERCADORIA ENTREGUE (01)' → '01'. */
export function sswCodeOf(ocorrencia: string): string | null {
  return /\((\d{2,3})\)\s*$/.exec(ocorrencia)?.[1] ?? null;
}

export function sswMeaning(code: string): CodeMeaning {
  const known = BY_CODE[code.padStart(2, '0')];
  if (known) return known;
  return UNKNOWN_FINAL.has(code)
    ? { state: 'exception', problem: 'other', unknown: true }
    : { state: 'in_transit', problem: null, unknown: true };
}
