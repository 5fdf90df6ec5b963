import { QUERY_FLAG } from '@despacho/domain';
import type { CteFilters } from './ctes.dto.js';

export interface CteWhere {
  sql: string;
  parameters: unknown[];
}

/** The filters as sent at the top level or under filters[...]; filters[...] wins. */
export function mergedFilters(query: CteFilters & { filters?: CteFilters }): CteFilters {
  const { filters, ...top } = query;
  return { ...top, ...filters };
}

/**
 * The company's CT-e matching the audit filters of §5: the reconciled tab unless wo=1, search by
 * order reference, CT-e number or key, carrier, difference up/down/no_diff, import date range (days
 * in São Paulo time).
 */
export function cteWhere(companyId: string, filters: CteFilters): CteWhere {
  const parameters: unknown[] = [companyId];
  // A complement folded into its original, or an original replaced by a substitute, is shown through the other.
  const clauses = [
    'c.company_id = $1',
    filters.wo === QUERY_FLAG.yes ? 'c.reconciled_at IS NULL' : 'c.reconciled_at IS NOT NULL',
    'c.linked_to IS NULL',
  ];
  const add = (clause: (n: string) => string, value: unknown) => {
    parameters.push(value);
    clauses.push(clause(`$${parameters.length}`));
  };
  if (filters.reference) {
    // The search is 'contains' on the order reference(s); exact on the CT-e number or key.
    add(
      (n) => `(strpos(lower(c.reference), lower(${n})) > 0 OR c.number = ${n} OR c.key = ${n})`,
      filters.reference.trim(),
    );
  }
  if (filters.carrier) add((n) => `c.carrier_id = ${n}`, filters.carrier);
  if (filters.decision) add((n) => `c.decision = ${n}`, filters.decision);
  if (filters.dispute) add((n) => `c.dispute_status = ${n}`, filters.dispute);
  if (filters.difference === 'up') clauses.push('c.difference > 0');
  if (filters.difference === 'down') clauses.push('c.difference < 0');
  if (filters.difference === 'no_diff') clauses.push('c.difference = 0');
  const start = filters.created_at_start ?? filters.created_at_from ?? filters.created_at;
  const end = filters.created_at_end ?? filters.created_at_to ?? filters.created_at;
  if (start) add((n) => `c.created_at >= (${n}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`, start);
  if (end) add((n) => `c.created_at < (${n}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'`, end);
  return { sql: clauses.join(' AND '), parameters };
}
