const FORMAT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** public-account.md §2.3: DD/MM/YYYY HH:mm:ss in Brasília time, or '-' when absent. */
export const trackingDateTime = (value: string | null) =>
  value ? FORMAT.format(new Date(value)).replace(',', '') : '-';
