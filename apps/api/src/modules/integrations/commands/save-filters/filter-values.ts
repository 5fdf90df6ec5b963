import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import type { ChannelFilter, FilterMap, FilterValue } from '../../queries/catalogue/channel-filters.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 100;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The filter map as saved: every key a filter of the channel, each value of its type (relations are
 * checked against the company's records by the caller); empty values are dropped (no filter).
 */
export function filterValues(filters: readonly ChannelFilter[], sent: Record<string, unknown>): FilterMap {
  const map: FilterMap = {};
  for (const [id, value] of Object.entries(sent)) {
    const filter = filters.find((candidate) => candidate.id === id);
    if (!filter) throw new InvalidInput(`Filtro desconhecido: ${id}.`);
    if (isEmpty(value)) continue;
    map[id] = valueOf(filter, value);
  }
  return map;
}

function valueOf(filter: ChannelFilter, value: unknown): FilterValue {
  const label = filter.description;
  switch (filter.type) {
    case 'integer': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > 1_000_000_000)
        throw new InvalidInput(`${label}: digite um número inteiro não negativo.`);
      return number;
    }
    case 'string': {
      if (typeof value !== 'string') throw new InvalidInput(`${label}: digite um texto.`);
      const trimmed = value.trim();
      if (trimmed.length > MAX_TEXT) throw new InvalidInput(`${label}: no máximo ${MAX_TEXT} caracteres.`);
      return trimmed;
    }
    case 'date': {
      const valid =
        typeof value === 'string' &&
        DATE.test(value) &&
        new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
      if (!valid) throw new InvalidInput(`${label}: informe uma data válida (AAAA-MM-DD).`);
      return value;
    }
    case 'select':
    case 'relation': {
      const ids = filter.is_multiple ? value : [value];
      if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string' || id === ''))
        throw new InvalidInput(
          filter.is_multiple ? `${label}: envie uma lista de opções.` : `${label}: selecione uma opção.`,
        );
      if (filter.type === 'select') {
        const unknown = (ids as string[]).find((id) => !filter.options.some((option) => option.id === id));
        if (unknown !== undefined) throw new InvalidInput(`${label}: opção inválida (${unknown}).`);
      }
      const unique = [...new Set(ids as string[])];
      return filter.is_multiple ? unique : unique[0];
    }
  }
}
