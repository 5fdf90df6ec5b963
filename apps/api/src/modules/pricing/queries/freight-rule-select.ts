/** One rule as the screens read it, with its CD and carrier names ('r' = freight_rules). */
export const FREIGHT_RULE_SELECT = `
  SELECT r.id, r.name, r.channel_id, r.distribution_center_id, r.carrier_id,
         to_char(r.start_at, 'YYYY-MM-DD') AS start_at, to_char(r.end_at, 'YYYY-MM-DD') AS end_at, r.enabled,
         jsonb_array_length(r.routes) AS total_rules, r.routes, r.created_at, r.updated_at,
         CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'name', d.name) END AS distribution_center,
         CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name) END AS carrier
    FROM freight_rules r
    LEFT JOIN distribution_centers d ON d.id = r.distribution_center_id
    LEFT JOIN carriers c ON c.id = r.carrier_id`;
