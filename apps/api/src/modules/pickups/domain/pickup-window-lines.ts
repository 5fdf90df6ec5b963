import type { PickupWindow, Weekday } from '../../catalog/index.js';

const DAYS: Record<Weekday, string> = {
  monday: 'Segunda-feira',
  tuesday: 'Terça-feira',
  wednesday: 'Quarta-feira',
  thursday: 'Quinta-feira',
  friday: 'Sexta-feira',
};

/** The red notice 'Horários de coleta do CD:' as text lines: 'Segunda-feira: 09:00 às 12:00 e 14:00 às 17:00'. */
export function pickupWindowLines(window: PickupWindow): string[] {
  return (Object.keys(DAYS) as Weekday[]).flatMap((day) => {
    const { time1, time2, time3, time4 } = window[day] ?? {};
    const spans = [
      time1 && time2 ? `${time1} às ${time2}` : null,
      time3 && time4 ? `${time3} às ${time4}` : null,
    ].filter(Boolean);
    return spans.length ? [`${DAYS[day]}: ${spans.join(' e ')}`] : [];
  });
}
