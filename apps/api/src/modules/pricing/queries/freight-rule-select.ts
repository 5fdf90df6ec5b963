/** One rule as the screens read it ('r' = freight_rules); withRuleNames adds its CD and carrier names. */
export const FREIGHT_RULE_SELECT = `
  SELECT r.id, r.name, r.channel_id, r.distribution_center_id, r.carrier_id,
         to_char(r.start_at, 'YYYY-MM-DD') AS start_at, to_char(r.end_at, 'YYYY-MM-DD') AS end_at, r.enabled,
         jsonb_array_length(r.routes) AS total_rules, r.routes, r.created_at, r.updated_at
    FROM freight_rules r`;
