const SAO_PAULO_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Brasília time 'YYYYMMDD-HHmmss': sorts by date and is safe in a file name. */
export function fileTimestamp(instant: Date): string {
  const parts = SAO_PAULO_CLOCK.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}-${part('hour')}${part('minute')}${part('second')}`;
}

/** The quote history download's name (public-account.md §7: report-quotations-{timestamp}.csv). */
export const quotationsReportFileName = (now: Date) => `report-quotations-${fileTimestamp(now)}.csv`;

/** The freight audit download's name (public-account.md §7: audit-report-{timestamp}.csv). */
export const auditReportFileName = (now: Date) => `audit-report-${fileTimestamp(now)}.csv`;
