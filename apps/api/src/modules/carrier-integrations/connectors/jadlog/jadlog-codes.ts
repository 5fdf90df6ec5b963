import { type CodeMeaning, meaning, normalizeStatus } from '../carrier-events.js';

/**
 * Jadlog `eventos[].status` (CARRIERS.md §2.3): status names and some free text ('Saiu para
 * entrega'), matched without case or accents. DEVOLUCAO and DEVOLVIDO are inferred in §2.3; any
 * other status is kept as in_transit and flagged unknown.
 */
const BY_STATUS: Readonly<Record<string, CodeMeaning>> = {
  EMISSAO: meaning('posted'),
  ENTRADA: meaning('in_transit'),
  TRANSFERENCIA: meaning('in_transit'),
  'EM ROTA': meaning('out_for_delivery'),
  'SAIU PARA ENTREGA': meaning('out_for_delivery'),
  ENTREGUE: meaning('delivered'),
  DEVOLUCAO: meaning('returning'),
  DEVOLVIDO: meaning('returned'),
};

export function jadlogMeaning(status: string): CodeMeaning {
  return BY_STATUS[normalizeStatus(status)] ?? { state: 'in_transit', problem: null, unknown: true };
}
