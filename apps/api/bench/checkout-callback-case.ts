// The checkout-callback case of `pnpm bench:quote`: a Nuvemshop store's checkout asking Despacho's
// Shipping Carrier callback for rates, with the same carts as the POST /quotations load.
import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { CheckoutSecrets } from '../src/modules/integrations/adapters/checkout/checkout-secrets.js';
import { CompanyChannel } from '../src/modules/integrations/domain/company-channel.aggregate.js';
import { TokenCipher } from '../src/modules/integrations/adapters/tokens/token-cipher.js';
import { AggregateRepository } from '../src/platform/event-store/aggregate-repository.js';
import { randomParcels, randomZip, seededRandom } from './bench-data.js';

/** Nuvemshop's channel id: the direct quote the callback is compared with asks it too. */
export const CHECKOUT_CHANNEL_ID = 29;

/** A connected Nuvemshop integration of the company; answers its callback path (with the secret). */
export async function seedCheckoutIntegration(app: INestApplicationContext, companyId: string): Promise<string> {
  const integration = new CompanyChannel(randomUUID());
  integration.connect({
    company_id: companyId,
    channel_id: CHECKOUT_CHANNEL_ID,
    name: 'NuvemShop',
    store_id: 'bench-store',
    store_host: null,
    token_ciphertext: app.get(TokenCipher).seal('bench-token'),
    at: new Date().toISOString(),
  });
  await app.get(AggregateRepository).save(integration, { companyId, userId: null, correlationId: randomUUID() });
  return `/api/checkout/nuvemshop/${integration.id}/${app.get(CheckoutSecrets).of(integration.id)}`;
}

/** Nuvemshop rate requests (grams, cm, unit price) of the same random carts as the quote bodies. */
export function checkoutBodies(count: number): string[] {
  const random = seededRandom(11);
  return Array.from({ length: count }, () =>
    JSON.stringify({
      store_id: 1,
      currency: 'BRL',
      language: 'pt',
      origin: { postal_code: '01310100', country: 'BR' },
      destination: { postal_code: String(randomZip(random)).padStart(8, '0'), country: 'BR' },
      items: randomParcels(random).map((p, index) => ({
        id: index + 1,
        product_id: index + 1,
        name: p.reference,
        sku: p.reference,
        quantity: p.quantity,
        free_shipping: false,
        grams: Math.round(p.weight * 1000),
        price: Math.round((p.cargoValue / p.quantity) * 100) / 100,
        dimensions: { width: p.width * 100, height: p.height * 100, depth: p.length * 100 },
      })),
    }),
  );
}
