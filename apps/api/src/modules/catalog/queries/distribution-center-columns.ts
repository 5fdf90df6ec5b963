export const DISTRIBUTION_CENTER_COLUMNS =
  'id, reference, name, expedition_time, address, pickup_window, created_at, updated_at';
