const SAO_PAULO = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** Minutes São Paulo is behind UTC at an instant (180, or 120 in the summer times before 2019). */
function offsetMinutesAt(utcMs: number): number {
  const parts = Object.fromEntries(SAO_PAULO.formatToParts(new Date(utcMs)).map((p) => [p.type, p.value]));
  const local = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
  return Math.round((utcMs - local) / 60_000);
}

/** Files repeat few distinct hours: each one's offset is worked out once. */
const offsets = new Map<number, number>();

/**
 * The UTC instant of a São Paulo wall-clock time (carrier files carry no offset, CARRIERS.md §8).
 * Month is 1–12. The offset is read at the guessed instant, then checked once, which settles the
 * hour around a change of summer time.
 */
export function saoPauloToUtc(year: number, month: number, day: number, hour: number, minute: number): Date {
  const local = Date.UTC(year, month - 1, day, hour, minute);
  const hourKey = Math.floor(local / 3_600_000);
  let offset = offsets.get(hourKey);
  if (offset === undefined) {
    offset = offsetMinutesAt(local + 180 * 60_000);
    offset = offsetMinutesAt(local + offset * 60_000);
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(hourKey, offset);
  }
  return new Date(local + offset * 60_000);
}
