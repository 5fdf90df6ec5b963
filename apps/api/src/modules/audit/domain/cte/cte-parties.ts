import type { ParsedCte } from './parsed-cte.js';

/** The CNPJ's first 8 characters name the company; the other 6 the branch (digits or, since July 2026, letters). */
const CNPJ_ROOT = 8;

/** Every CNPJ/CPF the CT-e names: emitter, sender, expeditor, receiver, recipient and payer (toma3/toma4). */
export function cteParties(cte: ParsedCte): string[] {
  const documents = [
    cte.carrier.cnpj,
    cte.sender?.federal_tax_id,
    cte.expeditor?.federal_tax_id,
    cte.receiver?.federal_tax_id,
    cte.recipient?.federal_tax_id,
    cte.payer.federal_tax_id,
  ];
  return [...new Set(documents.filter((document): document is string => !!document))];
}

/**
 * Whether the company is one of the CT-e's parties. `companyDocuments` are its CNPJs (or CPF): a CNPJ
 * matches any branch of the same company (same root), since a company registers a CD per branch it
 * ships from, not every branch a CT-e may name; a CPF matches itself.
 */
export function isPartyToCte(cte: ParsedCte, companyDocuments: Iterable<string>): boolean {
  const roots = new Set([...companyDocuments].map(identity));
  return cteParties(cte).some((document) => roots.has(identity(document)));
}

function identity(document: string): string {
  const normalized = document.toUpperCase();
  return normalized.length === 14 ? normalized.slice(0, CNPJ_ROOT) : normalized;
}
