import { saoPauloOffsetAt } from '@despacho/domain';

/**
 * Carrier times: Correios `dtHrCriado` and SSW `data_hora` carry no offset and are Brasília local
 * time (CARRIERS.md §8); Jadlog writes 'dd/mm/yyyy' or 'yyyy-mm-dd HH:MM:SS'. Read as
 * America/Sao_Paulo (its offset looked up per day, since dates before 2019 had summer time) → UTC ISO.
 */
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const BR_LOCAL = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Offsets change at most twice a year: cached per local day and hour (200,000 shipments poll the same days). */
const offsets = new Map<string, number>();

/** A São Paulo wall-clock time → UTC ms. */
export function saoPauloToUtcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const cacheKey = `${year}-${month}-${day}-${hour}`;
  let offset = offsets.get(cacheKey);
  if (offset === undefined) {
    // The offset at the guess (wall − 3 h) is right except within an hour of a change: check once more.
    offset = saoPauloOffsetAt(wall + 3 * 3_600_000);
    offset = saoPauloOffsetAt(wall - offset);
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(cacheKey, offset);
  }
  return wall - offset;
}

/** A carrier's time as UTC ISO, or null when it cannot be read (the caller says why). */
export function carrierTimeToUtc(raw: string): string | null {
  const value = raw.trim();
  if (HAS_OFFSET.test(value)) {
    const at = Date.parse(value);
    return Number.isNaN(at) ? null : new Date(at).toISOString();
  }
  let fields: number[] | null = null;
  const iso = ISO_LOCAL.exec(value);
  if (iso) fields = [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]].map((part) => Number(part ?? 0));
  const br = BR_LOCAL.exec(value);
  if (br) fields = [br[3], br[2], br[1], br[4], br[5], br[6]].map((part) => Number(part ?? 0));
  if (!fields) return null;
  const [year, month, day, hour, minute, second] = fields;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  return new Date(saoPauloToUtcMs(year, month, day, hour, minute, second)).toISOString();
}
