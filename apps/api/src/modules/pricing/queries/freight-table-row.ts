/** A FreightTableDto row before withTableNames names its carrier and CDs; callers add the WHERE (t = freight_tables). */
export const FREIGHT_TABLE_ROW = `
  SELECT t.id, t.name, t.origin, t.modal, t.cubage::float AS cubage, t.apply_icms, t.readjustment_percent::float AS readjustment_percent,
         t.version, t.active::int AS active, t.main_destinations, t.routes_count, t.created_at, t.updated_at,
         t.carrier_id, t.distribution_center_ids::text[] AS distribution_center_ids
    FROM freight_tables t`;
