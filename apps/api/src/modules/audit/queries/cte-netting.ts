import type { ParsedCte } from '../domain/cte/parsed-cte.js';

/** A CT-e linked to the one shown: its complement, the original a complement adds to, a substitute or the replaced one. */
export interface LinkedCte {
  id: string;
  key: string;
  number: string;
  relation: 'complemento' | 'original' | 'substituto' | 'substituido';
  total: number;
}

interface LinkedRow {
  id: string;
  key: string;
  number: string;
  document: ParsedCte;
  linked_to: string | null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The CT-e as the audit compares it: a complementary CT-e (tpCTe 1) adds its components and total to
 * the original's; a substitute (tpCTe 3) is compared on its own, the replaced one only listed.
 */
export function nettedCte(
  id: string,
  document: ParsedCte,
  related: LinkedRow[],
): { document: ParsedCte; linked: LinkedCte[] } {
  const complements = related.filter((other) => other.linked_to === id && other.document.type === 1);
  const linked = related.map((other): LinkedCte => ({
    id: other.id,
    key: other.key,
    number: other.number,
    total: other.document.total,
    relation:
      other.linked_to === id
        ? other.document.type === 1
          ? 'complemento'
          : 'substituido'
        : document.type === 1
          ? 'original'
          : 'substituto',
  }));
  if (complements.length === 0) return { document, linked };
  return {
    document: {
      ...document,
      total: cents(complements.reduce((sum, complement) => sum + complement.document.total, document.total)),
      components: [...document.components, ...complements.flatMap((complement) => complement.document.components)],
    },
    linked,
  };
}
