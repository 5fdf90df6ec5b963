/** The product as the API answers it (numerics as numbers, with its CD), from products p LEFT JOIN distribution_centers d. */
export const PRODUCT_SELECT = `
  SELECT p.id, p.reference, p.description, p.price::float8 AS price, p.distribution_center_id,
         CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'reference', d.reference, 'name', d.name) END AS distribution_center,
         p.expedition_time, p.width::float8 AS width, p.height::float8 AS height, p.length::float8 AS length,
         p.weight::float8 AS weight, p.quantity, p.property, p.created_at, p.updated_at
    FROM products p LEFT JOIN distribution_centers d ON d.id = p.distribution_center_id`;
