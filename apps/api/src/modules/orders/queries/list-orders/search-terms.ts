import { onlyDigits } from '@despacho/domain';

/** '|' joins the lines of the bulk search (orders-pickups.md §2); blank lines and repeats are dropped. */
export function searchTermsOf(search: string | undefined): string[] {
  const terms = (search ?? '').split('|').map((term) => term.trim()).filter(Boolean);
  return [...new Set(terms)];
}

/**
 * The LIKE pattern a term matches search_text with: lower-cased, '%' and '_' literal, and a masked
 * CPF/CNPJ ('529.982.247-25') reduced to its digits, as tax ids are stored.
 */
export function likePatternOf(term: string): string {
  const text = /^[\d.\-/\s]+$/.test(term) ? onlyDigits(term) : term.toLowerCase();
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
