/** A sales channel a freight rule can be limited to (spec settings.md §9). */
export interface SalesChannel {
  id: number;
  name: string;
}

/** The channels offered by the freight rule form; a rule without channel applies to all ('Todos'). */
export const FREIGHT_RULE_CHANNELS: readonly SalesChannel[] = [
  { id: 3, name: 'MadeiraMadeira' },
  { id: 8, name: 'Tray' },
  { id: 9, name: 'Skyhub (B2W)' },
  { id: 10, name: 'Magalu' },
  { id: 11, name: 'Via Varejo' },
  { id: 12, name: 'WooCommerce' },
  { id: 13, name: 'TrayCorp' },
  { id: 15, name: 'Simplo7' },
  { id: 16, name: 'Leroy Merlin' },
  { id: 25, name: 'Ricardo Eletro' },
  { id: 26, name: 'Carrefour' },
  { id: 29, name: 'NuvemShop' },
  { id: 31, name: 'AnyMarket' },
  { id: 32, name: 'Lojas Colombo' },
];

export const FREIGHT_RULE_CHANNEL_IDS: readonly number[] = FREIGHT_RULE_CHANNELS.map((channel) => channel.id);
