/**
 * The carriers write Brasília local time with no offset (CARRIERS.md §8): the API reads it back
 * (connectors' carrier-time.ts) and the stubs write it, both from São Paulo's offset at an instant,
 * looked up per instant since dates before 2019 had summer time.
 */
const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** São Paulo's offset from UTC (ms, negative) at a UTC instant. */
export function saoPauloOffsetAt(utcMs: number): number {
  const parts = Object.fromEntries(zoneParts.formatToParts(new Date(utcMs)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** Offsets change at most twice a year: cached per UTC hour (the stubs write every event's time). */
const hourOffsets = new Map<number, number>();
const pad = (value: number) => String(value).padStart(2, '0');

/** UTC ms → São Paulo wall clock 'yyyy-mm-ddTHH:MM:SS' (no offset), as the carriers write it (stubs). */
export function utcToSaoPauloLocal(utcMs: number): string {
  const hour = Math.floor(utcMs / 3_600_000);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    offset = saoPauloOffsetAt(hour * 3_600_000);
    if (hourOffsets.size > 50_000) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  const d = new Date(utcMs + offset);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
