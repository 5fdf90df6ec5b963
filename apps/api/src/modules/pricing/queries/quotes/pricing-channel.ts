/** NOTIFY channel on which a company's pricing inputs changed (payload: its id, '*' for all). */
export const PRICING_CHANNEL = 'despacho_pricing';
