import { type ChannelPlugin, PRODUCTS_LISTING } from '../channel-plugin.js';
import { nuvemshopCheckout } from './nuvemshop-checkout.js';
import { NUVEMSHOP_FILTERS } from './nuvemshop-filters.js';
import { NuvemshopAdapter } from './nuvemshop.adapter.js';

/** Nuvemshop (CHANNELS.md §1); its statuses are the fulfillment event statuses (status mapping). */
export const nuvemshopChannel: ChannelPlugin = {
  id: 29,
  name: 'NuvemShop',
  slug: 'nuvemshop',
  situations: [
    { id: 'dispatched', name: 'Despachado' },
    { id: 'received_by_post_office', name: 'Recebido pelos Correios' },
    { id: 'in_transit', name: 'Em trânsito' },
    { id: 'out_for_delivery', name: 'Saiu para entrega' },
    { id: 'delivery_attempt_failed', name: 'Tentativa de entrega falhou' },
    { id: 'delayed', name: 'Atrasado' },
    { id: 'ready_for_pickup', name: 'Pronto para retirada' },
    { id: 'delivered', name: 'Entregue' },
  ],
  listings: [PRODUCTS_LISTING],
  filters: NUVEMSHOP_FILTERS,
  adapter: NuvemshopAdapter,
  checkout: nuvemshopCheckout,
};
