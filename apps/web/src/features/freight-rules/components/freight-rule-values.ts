import type { FreightRuleDto, FreightRuleRouteDto } from '@despacho/api-client';
import { FREIGHT_RULE_CHANNEL_IDS, onlyDigits } from '@despacho/domain';
import { randomId } from '@mantine/hooks';
import type { PayloadOf } from '../../../shared/command';

type ChannelId = NonNullable<PayloadOf<'NewFreightRule'>['channel_id']>;
const isChannelId = (id: number): id is ChannelId => FREIGHT_RULE_CHANNEL_IDS.includes(id);

/** The select offers only the spec's channels; anything else is sent as 'all channels'. */
const channelIdOf = (value: string | null): ChannelId | null => {
  const id = Number(value);
  return value !== null && isChannelId(id) ? id : null;
};

/** Spec rule types (settings.md §4), as the form's select shows them. */
export const RULE_TYPES = [
  { value: '1', label: 'Acrescentar valor' },
  { value: '2', label: 'Acrescentar porcentagem' },
  { value: '3', label: 'Reduzir valor' },
  { value: '4', label: 'Reduzir porcentagem' },
  { value: '5', label: 'Valor fixo' },
  { value: '6', label: 'Remover transportadora' },
];

export const isPercentType = (type: string) => type === '2' || type === '4';
/** Type 6 removes the carrier: there is no amount to type. */
export const hasValue = (type: string) => type !== '6';
/** Spec: type 5 with value 0 shows 'Frete grátis'. */
export const isFreeShipping = (route: Pick<RouteValues, 'rule_type' | 'value'>) =>
  route.rule_type === '5' && route.value !== '' && Number(route.value) === 0;

export const WHOLE_COUNTRY_LABEL = 'Brasil inteiro';

/** How a route's destination was chosen; a typed CEP range has no label. */
export type DestinationScope = 'country' | 'state' | 'city' | 'zip';

export interface RouteValues {
  key: string;
  scope: DestinationScope;
  /** The stored label: 'Brasil inteiro', the UF ('SP') or 'City/UF'; empty for a typed range. */
  destination: string;
  zip_from: string;
  zip_up: string;
  /**
   * The other CEP ranges of the chosen place (AM, DF and GO have two; some cities several): one
   * destination on screen, sent as one API route per range with the same settings.
   */
  extra_ranges: ZipSpan[];
  rule_type: string;
  value: number | string;
  additional_deadline: number | string;
  cart_min: boolean;
  min_value: number | string;
  max_value: number | string;
  apply_only_skus: boolean;
  sku_list: string[];
  apply_only_volumes: boolean;
  total_volumes: number | string;
}

/** A CEP range, 8 digits each end. */
export interface ZipSpan {
  zip_from: string;
  zip_up: string;
}

export interface FreightRuleValues {
  name: string;
  channel_id: string | null;
  distribution_center_id: string | null;
  carrier_id: string | null;
  /** 'YYYY-MM-DD' (Mantine dates values are strings). */
  start_at: string | null;
  end_at: string | null;
  enabled: boolean;
  routes: RouteValues[];
}

export const emptyRoute = (): RouteValues => ({
  key: randomId(),
  scope: 'zip',
  destination: '',
  zip_from: '',
  zip_up: '',
  extra_ranges: [],
  rule_type: '1',
  value: '',
  additional_deadline: 0,
  cart_min: false,
  min_value: '',
  max_value: '',
  apply_only_skus: false,
  sku_list: [],
  apply_only_volumes: false,
  total_volumes: '',
});

export const newFreightRule = (): FreightRuleValues => ({
  name: '',
  channel_id: null,
  distribution_center_id: null,
  carrier_id: null,
  start_at: null,
  end_at: null,
  enabled: true,
  routes: [emptyRoute()],
});

/** The picker's scope from the stored label: 'Brasil inteiro', 'SP', 'Campinas/SP', or none. */
export function scopeOf(destination: string | null): DestinationScope {
  if (!destination) return 'zip';
  if (destination === WHOLE_COUNTRY_LABEL) return 'country';
  if (/^[A-Z]{2}$/.test(destination)) return 'state';
  return /\/[A-Z]{2}$/.test(destination) ? 'city' : 'zip';
}

/** 01310100 → 01.310-100, as the CEP mask shows it. */
export const maskCep = (zip: string) => `${zip.slice(0, 2)}.${zip.slice(2, 5)}-${zip.slice(5, 8)}`;

/** Spec: ZIPs are padded to 8 digits. */
export const padCep = (text: string) => onlyDigits(text).padStart(8, '0');

const blankIfNull = (value: number | null) => (value === null ? '' : value);

function routeValuesOf(route: FreightRuleRouteDto): RouteValues {
  return {
    key: randomId(),
    scope: scopeOf(route.destination),
    destination: route.destination ?? '',
    zip_from: maskCep(route.zip_from),
    zip_up: maskCep(route.zip_up),
    extra_ranges: [],
    rule_type: String(route.rule_type),
    value: route.value,
    additional_deadline: route.additional_deadline,
    cart_min: route.cart_min,
    min_value: blankIfNull(route.min_value),
    max_value: blankIfNull(route.max_value),
    apply_only_skus: route.apply_only_skus,
    sku_list: route.sku_list ?? [],
    apply_only_volumes: route.apply_only_volumes,
    total_volumes: blankIfNull(route.total_volumes),
  };
}

export function valuesOf(rule: FreightRuleDto): FreightRuleValues {
  return {
    name: rule.name,
    channel_id: rule.channel_id === null ? null : String(rule.channel_id),
    distribution_center_id: rule.distribution_center_id,
    carrier_id: rule.carrier_id,
    start_at: rule.start_at,
    end_at: rule.end_at,
    enabled: rule.enabled,
    routes: mergedRanges(rule.routes.map(routeValuesOf)),
  };
}

/** Settings of a route apart from where it goes, to tell ranges of one destination apart. */
const settingsOf = ({ key: _key, zip_from: _from, zip_up: _up, extra_ranges: _extra, ...settings }: RouteValues) =>
  JSON.stringify(settings);

/** Stored routes of one place with the same settings, next to each other, become one destination again. */
function mergedRanges(routes: RouteValues[]): RouteValues[] {
  const merged: RouteValues[] = [];
  for (const route of routes) {
    const previous = merged.at(-1);
    if (previous && route.scope !== 'zip' && route.destination && settingsOf(previous) === settingsOf(route)) {
      previous.extra_ranges.push({ zip_from: padCep(route.zip_from), zip_up: padCep(route.zip_up) });
    } else {
      merged.push(route);
    }
  }
  return merged;
}

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

function routePayloadOf(route: RouteValues) {
  return {
    rule_type: Number(route.rule_type) as FreightRuleRouteDto['rule_type'],
    zip_from: padCep(route.zip_from),
    zip_up: padCep(route.zip_up),
    value: hasValue(route.rule_type) ? Number(route.value) : 0,
    additional_deadline: Number(route.additional_deadline) || 0,
    cart_min: route.cart_min,
    min_value: route.cart_min ? numberOrNull(route.min_value) : null,
    max_value: route.cart_min ? numberOrNull(route.max_value) : null,
    apply_only_skus: route.apply_only_skus,
    sku_list: route.apply_only_skus ? route.sku_list : null,
    apply_only_volumes: route.apply_only_volumes,
    total_volumes: route.apply_only_volumes ? numberOrNull(route.total_volumes) : null,
    destination: route.destination || null,
  };
}

/** The NewFreightRule / EditFreightRule payload: CEPs unmasked and padded, unused options as null. */
export function payloadOf(values: FreightRuleValues): PayloadOf<'NewFreightRule'> {
  return {
    name: values.name.trim(),
    channel_id: channelIdOf(values.channel_id),
    distribution_center_id: values.distribution_center_id,
    carrier_id: values.carrier_id,
    start_at: values.start_at ?? '',
    end_at: values.end_at,
    enabled: values.enabled,
    routes: values.routes.flatMap((route) => {
      const payload = routePayloadOf(route);
      return [payload, ...route.extra_ranges.map((range) => ({ ...payload, ...range }))];
    }),
  };
}

export type FreightRulePayload = ReturnType<typeof payloadOf>;
