/** Channel ids of settings.md §9; Tray, NuvemShop and Mercado Livre have adapters today. */
export const CHANNEL = { Tray: 8, NuvemShop: 29, MercadoLivre: 30 } as const;

/** A credential a carrier integration asks for (type 2): secrets are never shown again once saved. */
export interface CredentialFieldEntry {
  name: string;
  label: string;
  secret: boolean;
  required: boolean;
  hint?: string;
}

/** One entry of the integration catalogue (settings.md §3 Company channel → channel). */
export interface ChannelEntry {
  id: number;
  name: string;
  /** 1 ERP/marketplace, 2 carrier integration. */
  type: 1 | 2;
  icon: string;
  layout: string;
  listings: { label: string; resource: string }[];
  /** No adapter yet (no statuses to map either): listed, but it cannot be added. */
  is_disabled: boolean;
  /**
   * The channel statuses internal statuses 3, 4 and 5 can map to; empty in the catalogue where each
   * store defines its own (Tray), which GET company-channels/{id}/situations reads from the store.
   */
  situations: { id: string; name: string }[];
  /** Carrier integrations (type 2) only: the credentials the connect form asks for. */
  credential_fields?: CredentialFieldEntry[];
}

/** Each Tray store names its own statuses (GET /orders/statuses): nothing fixed to list. */
const STORE_DEFINED = 'store-defined';

/** Nuvemshop's fulfillment event statuses (CHANNELS.md §1, status mapping). */
const NUVEMSHOP_SITUATIONS = [
  { id: 'dispatched', name: 'Despachado' },
  { id: 'received_by_post_office', name: 'Recebido pelos Correios' },
  { id: 'in_transit', name: 'Em trânsito' },
  { id: 'out_for_delivery', name: 'Saiu para entrega' },
  { id: 'delivery_attempt_failed', name: 'Tentativa de entrega falhou' },
  { id: 'delayed', name: 'Atrasado' },
  { id: 'ready_for_pickup', name: 'Pronto para retirada' },
  { id: 'delivered', name: 'Entregue' },
];

/** The channel's products (one row per variant), listed and synced into Despacho's products by SKU. */
export const PRODUCTS_LISTING = { label: 'Produtos', resource: 'products' } as const;

/**
 * Mercado Livre ME1 shipment statuses a seller reports (CHANNELS.md §3, M4): `shipped`, then the
 * final `delivered` or `not_delivered`/`returning_to_sender`. ME1 has no out-for-delivery state.
 */
const MERCADOLIVRE_SITUATIONS = [
  { id: 'shipped', name: 'Enviado (em trânsito)' },
  { id: 'delivered', name: 'Entregue' },
  { id: 'not_delivered/returning_to_sender', name: 'Não entregue (devolvendo ao vendedor)' },
];

/** A channel without situations (and not store-defined) has no adapter yet: listed, disabled. */
const entry = (
  id: number,
  name: string,
  slug: string,
  situations: ChannelEntry['situations'] | typeof STORE_DEFINED = [],
  listings: ChannelEntry['listings'] = [],
): ChannelEntry => ({
  id,
  name,
  type: 1,
  icon: `/channels/${slug}.svg`,
  layout: slug,
  listings,
  is_disabled: situations !== STORE_DEFINED && situations.length === 0,
  situations: situations === STORE_DEFINED ? [] : situations,
});

/** The ERP/marketplace catalogue (type 1): the channel ids of settings.md §9. */
export const CHANNEL_CATALOGUE: readonly ChannelEntry[] = [
  entry(3, 'MadeiraMadeira', 'madeiramadeira'),
  entry(6, 'Tiny', 'tiny'),
  entry(7, 'Bling', 'bling'),
  entry(CHANNEL.Tray, 'Tray', 'tray', STORE_DEFINED, [PRODUCTS_LISTING]),
  entry(9, 'Skyhub (B2W)', 'skyhub'),
  entry(10, 'Magalu', 'magalu'),
  entry(11, 'Via Varejo', 'viavarejo'),
  entry(12, 'WooCommerce', 'woocommerce'),
  entry(13, 'TrayCorp', 'traycorp'),
  entry(14, 'Omie', 'omie'),
  entry(15, 'Simplo7', 'simplo7'),
  entry(16, 'Leroy Merlin', 'leroy'),
  entry(25, 'Ricardo Eletro', 'ricardoeletro'),
  entry(26, 'Carrefour', 'carrefour'),
  entry(CHANNEL.NuvemShop, 'NuvemShop', 'nuvemshop', NUVEMSHOP_SITUATIONS, [PRODUCTS_LISTING]),
  entry(CHANNEL.MercadoLivre, 'Mercado Livre', 'mercadolivre', MERCADOLIVRE_SITUATIONS, [PRODUCTS_LISTING]),
  entry(31, 'AnyMarket', 'anymarket'),
  entry(32, 'Lojas Colombo', 'colombo'),
];

/** The sales channels' ids: loops over company_channels that call a channel adapter keep to these. */
export const SALES_CHANNEL_IDS: readonly number[] = CHANNEL_CATALOGUE.map((channel) => channel.id);

export const channelEntry = (id: number): ChannelEntry | undefined =>
  CHANNEL_CATALOGUE.find((channel) => channel.id === id);
