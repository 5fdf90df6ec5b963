import { DemoCtes } from '../modules/audit/seed/demo-ctes.js';
import { DemoCatalog } from '../modules/catalog/seed/demo-catalog.js';
import { DemoIdentities } from '../modules/identity/seed/demo-identities.js';
import { DemoOnboarding } from '../modules/identity/seed/demo-onboarding.js';
import { DemoOrders } from '../modules/orders/seed/demo-orders.js';
import { DemoPickups } from '../modules/pickups/seed/demo-pickups.js';
import { DemoPricing } from '../modules/pricing/seed/demo-pricing.js';
import { DemoProducts } from '../modules/products/seed/demo-products.js';
import { createScriptContext } from './app-context.js';

/** Demo data for `npm start`; never in production, and only once. */
if (process.env.NODE_ENV === 'production') {
  console.log('NODE_ENV=production: nenhum dado de demonstração criado.');
} else {
  const app = await createScriptContext();
  const password = process.env.DEMO_PASSWORD || 'despacho123';
  const created = await app.get(DemoIdentities).seed(password);
  await app.get(DemoCatalog).seed();
  await app.get(DemoPricing).seed();
  await app.get(DemoProducts).seed();
  await app.get(DemoOrders).seed();
  await app.get(DemoPickups).seed();
  await app.get(DemoCtes).seed();
  // Last: the new company it adds must not receive the demo CD and tables of the seeds above.
  await app.get(DemoOnboarding).seed(password);
  console.log(created ? 'Dados de demonstração criados.' : 'Dados de demonstração já existem.');
  const link = await app.get(DemoPickups).carrierLink();
  if (link) console.log(`Link da transportadora ${link.carrier} para aceitar as coletas da Loja Demo: ${link.url}`);
  await app.close();
}
