import { isCalendarDate } from '@despacho/domain';

/** 'DD/MM/YYYY' typed by the user → 'YYYY-MM-DD', or null when it is not a real date. */
export function parseBrazilianDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  const date = match ? `${match[3]}-${match[2]}-${match[1]}` : null;
  return isCalendarDate(date) ? date : null;
}

/** Props of a Mantine DateInput that shows and accepts typed Brazilian dates. */
export const BRAZILIAN_DATE_INPUT = {
  valueFormat: 'DD/MM/YYYY',
  dateParser: parseBrazilianDate,
  placeholder: 'DD/MM/AAAA',
  locale: 'pt-br',
} as const;
