import { type ChannelPlugin, PRODUCTS_LISTING } from '../channel-plugin.js';
import { mercadoLivreCheckout } from './mercadolivre-checkout.js';
import { MercadoLivreAdapter } from './mercadolivre.adapter.js';

/**
 * Mercado Livre (CHANNELS.md §3). Its statuses are the ME1 shipment statuses a seller reports (M4):
 * `shipped`, then the final `delivered` or `not_delivered`/`returning_to_sender`; ME1 has no
 * out-for-delivery state.
 */
export const mercadoLivreChannel: ChannelPlugin = {
  id: 30,
  name: 'Mercado Livre',
  slug: 'mercadolivre',
  situations: [
    { id: 'shipped', name: 'Enviado (em trânsito)' },
    { id: 'delivered', name: 'Entregue' },
    { id: 'not_delivered/returning_to_sender', name: 'Não entregue (devolvendo ao vendedor)' },
  ],
  listings: [PRODUCTS_LISTING],
  adapter: MercadoLivreAdapter,
  checkout: mercadoLivreCheckout,
};
