/** NOTIFY channel on which a company's learned lane statistics changed (payload: its id, '*' for all). */
export const LANE_PROMISES_CHANNEL = 'despacho_lane_promises';
