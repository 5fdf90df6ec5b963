import type { DistributionCenterDto } from '@despacho/api-client';
import { onlyDigits } from '@despacho/domain';
import { brazilState } from '../../../shared/brazil-state';
import type { PayloadOf } from '../../../shared/command';
import type { PartyAddressValues } from '../../../shared/address-values';

export const WEEKDAYS = [
  { key: 'monday', label: 'Segunda' },
  { key: 'tuesday', label: 'Terça' },
  { key: 'wednesday', label: 'Quarta' },
  { key: 'thursday', label: 'Quinta' },
  { key: 'friday', label: 'Sexta' },
] as const;

export type Weekday = (typeof WEEKDAYS)[number]['key'];
export type DayWindow = { time1: string; time2: string; time3: string; time4: string };

/** One value per weekday, typed as the record the form and the command carry. */
function perWeekday<T>(valueOf: (day: Weekday) => T): Record<Weekday, T> {
  return {
    monday: valueOf('monday'),
    tuesday: valueOf('tuesday'),
    wednesday: valueOf('wednesday'),
    thursday: valueOf('thursday'),
    friday: valueOf('friday'),
  };
}

export interface DistributionCenterValues {
  reference: string;
  name: string;
  expedition_time: number;
  address: PartyAddressValues & { residential: boolean; email: string };
  pickup_window: Record<Weekday, DayWindow>;
}

const DEFAULT_DAY: DayWindow = { time1: '09:00', time2: '12:00', time3: '14:00', time4: '17:00' };

/** Spec defaults for a new CD: CD1, expedition 0, 09:00-12:00 and 14:00-17:00 Monday to Friday. */
export const NEW_DISTRIBUTION_CENTER: DistributionCenterValues = {
  reference: 'CD1',
  name: '',
  expedition_time: 0,
  address: {
    residential: false,
    name: '',
    federal_tax_id: '',
    phone: '',
    email: '',
    zip: '',
    street1: '',
    number: '',
    street2: '',
    neighborhood: '',
    city: '',
    state: '',
  },
  pickup_window: perWeekday(() => ({ ...DEFAULT_DAY })),
};

export function valuesOf(center: DistributionCenterDto): DistributionCenterValues {
  const { address } = center;
  return {
    reference: center.reference,
    name: center.name,
    expedition_time: center.expedition_time,
    address: {
      residential: address.residential,
      name: address.name,
      federal_tax_id: address.federal_tax_id,
      phone: address.phone,
      email: address.email ?? '',
      zip: address.zip,
      street1: address.street1,
      number: address.number,
      street2: address.street2 ?? '',
      neighborhood: address.neighborhood,
      city: address.city,
      state: address.state,
    },
    pickup_window: perWeekday((key) => {
      const day = center.pickup_window[key];
      return { time1: day.time1 ?? '', time2: day.time2 ?? '', time3: day.time3 ?? '', time4: day.time4 ?? '' };
    }),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The command payload: masks stripped, empty optional fields as null, country always BRA. */
export function payloadOf(values: DistributionCenterValues): PayloadOf<'NewDistributionCenter'> {
  const { address } = values;
  return {
    reference: values.reference.trim(),
    name: values.name.trim(),
    expedition_time: Number(values.expedition_time) || 0,
    address: {
      ...address,
      name: address.name.trim(),
      federal_tax_id: onlyDigits(address.federal_tax_id),
      phone: onlyDigits(address.phone),
      zip: onlyDigits(address.zip),
      state: brazilState(address.state),
      email: orNull(address.email),
      street2: orNull(address.street2),
      country: 'BRA',
    },
    pickup_window: perWeekday((key) => {
      const day = values.pickup_window[key];
      return { time1: orNull(day.time1), time2: orNull(day.time2), time3: orNull(day.time3), time4: orNull(day.time4) };
    }),
  };
}
