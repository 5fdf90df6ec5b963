import qs from 'qs';

type QueryValue = string | QueryValue[] | { [key: string]: QueryValue };

/** Drops empty values, and the groups they leave empty. */
function withoutEmpty(value: QueryValue): QueryValue | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (Array.isArray(value)) {
    const kept = value.map(withoutEmpty).filter((item) => item !== undefined);
    return kept.length ? kept : undefined;
  }
  const kept = Object.entries(value).flatMap(([key, item]) => {
    const own = withoutEmpty(item);
    return own === undefined ? [] : [[key, own] as const];
  });
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/**
 * The query string as the spec's client sends it: `filters[carrier]=...` becomes an object, and an
 * empty parameter (`filters[pickup_id]=`, a cleared field) is no parameter, so every list reads it
 * as "no filter" instead of refusing it as an invalid value.
 */
export function parseQueryString(query: string): Record<string, QueryValue> {
  const parsed = qs.parse(query, { depth: 2, arrayLimit: 200 }) as Record<string, QueryValue>;
  return (withoutEmpty(parsed) as Record<string, QueryValue> | undefined) ?? {};
}
