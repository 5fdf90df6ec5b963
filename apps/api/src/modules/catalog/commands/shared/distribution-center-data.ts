import type { DistributionCenterData, PickupWindow, PickupWindowDay } from '../../events/catalog-events.js';
import type { DistributionCenterPayload, PickupWindowDayPayload } from './distribution-center.payload.js';

/** Spec default for a new CD: 09:00-12:00 and 14:00-17:00, Monday to Friday. */
const DEFAULT_DAY: PickupWindowDay = { time1: '09:00', time2: '12:00', time3: '14:00', time4: '17:00' };
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

const day = (input: PickupWindowDayPayload | undefined): PickupWindowDay =>
  input
    ? { time1: input.time1 ?? null, time2: input.time2 ?? null, time3: input.time3 ?? null, time4: input.time4 ?? null }
    : DEFAULT_DAY;

/** The validated payload as stored in events, with defaults filled and text trimmed. */
export function distributionCenterData(payload: DistributionCenterPayload): DistributionCenterData {
  const a = payload.address;
  return {
    reference: payload.reference.trim(),
    name: payload.name.trim(),
    expedition_time: payload.expedition_time ?? 0,
    address: {
      residential: a.residential ?? false,
      name: a.name.trim(),
      federal_tax_id: a.federal_tax_id,
      phone: a.phone,
      email: a.email ? a.email.trim().toLowerCase() : null,
      zip: a.zip,
      street1: a.street1.trim(),
      number: a.number.trim(),
      street2: a.street2?.trim() || null,
      neighborhood: a.neighborhood.trim(),
      city: a.city.trim(),
      state: a.state,
      country: 'BRA',
    },
    pickup_window: Object.fromEntries(
      WEEKDAYS.map((weekday) => [weekday, day(payload.pickup_window?.[weekday])]),
    ) as PickupWindow,
  };
}
