/** A FreightTableDto row; callers add the WHERE (aliases: t = freight_tables, c = carriers). */
export const FREIGHT_TABLE_ROW = `
  SELECT t.id, t.name, t.origin, t.modal, t.cubage::float AS cubage, t.apply_icms, t.readjustment_percent::float AS readjustment_percent,
         t.version, t.active::int AS active, t.main_destinations, t.routes_count, t.created_at, t.updated_at,
         json_build_object('id', c.id, 'name', c.name, 'canonical_name', c.canonical_name) AS carrier,
         coalesce((SELECT json_agg(json_build_object('id', d.id, 'name', d.name) ORDER BY d.name)
                     FROM distribution_centers d WHERE d.id = ANY (t.distribution_center_ids)), '[]') AS distribution_centers
    FROM freight_tables t JOIN carriers c ON c.id = t.carrier_id`;
