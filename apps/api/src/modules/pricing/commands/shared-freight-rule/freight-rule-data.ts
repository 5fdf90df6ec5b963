import type { FreightRuleData, FreightRuleRouteData } from '../../events/pricing-events.js';
import type { FreightRulePayload, FreightRuleRoutePayload } from './freight-rule.payload.js';

/** A condition's values are kept only while its flag is on (the engine reads the values alone). */
function routeData(route: FreightRuleRoutePayload, index: number): FreightRuleRouteData {
  const cartMin = route.cart_min === true;
  const onlySkus = route.apply_only_skus === true;
  const onlyVolumes = route.apply_only_volumes === true;
  return {
    id: index + 1,
    rule_type: route.rule_type,
    zip_from: route.zip_from,
    zip_up: route.zip_up,
    // Type 6 removes the carrier: no amount applies.
    value: route.rule_type === 6 ? 0 : route.value,
    additional_deadline: route.additional_deadline ?? 0,
    cart_min: cartMin,
    min_value: cartMin ? route.min_value! : null,
    max_value: cartMin ? (route.max_value ?? null) : null,
    apply_only_skus: onlySkus,
    sku_list: onlySkus ? [...new Set(route.sku_list!.map((sku) => sku.trim()))] : null,
    apply_only_volumes: onlyVolumes,
    total_volumes: onlyVolumes ? route.total_volumes! : null,
    destination: route.destination?.trim() || null,
  };
}

/** The validated payload as stored in events: text trimmed, absent options as null. */
export function freightRuleData(payload: FreightRulePayload): FreightRuleData {
  return {
    name: payload.name.trim(),
    channel_id: payload.channel_id ?? null,
    distribution_center_id: payload.distribution_center_id ?? null,
    carrier_id: payload.carrier_id ?? null,
    start_at: payload.start_at,
    end_at: payload.end_at ?? null,
    routes: payload.routes.map(routeData),
  };
}
