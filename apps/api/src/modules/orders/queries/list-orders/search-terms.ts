import { onlyDigits } from '@despacho/domain';

/** '|' joins the lines of the bulk search (orders-pickups.md §2); blank lines and repeats are dropped. */
export function searchTermsOf(search: string | undefined): string[] {
  const terms = (search ?? '')
    .split('|')
    .map((term) => term.trim())
    .filter(Boolean);
  return [...new Set(terms)];
}

/** Lower-cased, and a masked CPF/CNPJ ('529.982.247-25') reduced to its digits, as tax ids are stored. */
export function searchKeyOf(term: string): string {
  return /^[\d.\-/\s]+$/.test(term) ? onlyDigits(term) : term.toLowerCase();
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The LIKE patterns a single term matches search_text with ("contains", '%' and '_' literal). A
 * pattern of several words first gets one on its rarest-looking word (digits first, then the
 * longest): pg_trgm's GIN scan of 'cliente 1234567' alone walks the posting lists of every word
 * (~100 ms on 2 million orders); led by '1234567' it visits only that word's matches (~10 ms).
 */
export function containsPatternsOf(term: string): string[] {
  const key = searchKeyOf(term);
  const words = key.split(/\s+/).filter((word) => word.length >= 3);
  if (words.length < 2) return [likePattern(key)];
  const rarest = words.reduce((best, word) => (rarity(word) > rarity(best) ? word : best));
  return [likePattern(rarest), likePattern(key)];
}

const rarity = (word: string) => (/\d/.test(word) ? 1_000 : 0) + word.length;
