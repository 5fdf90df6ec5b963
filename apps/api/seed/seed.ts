import { AuditModule } from '../src/modules/audit/index.js';
import { CatalogModule } from '../src/modules/catalog/index.js';
import { IdentityModule } from '../src/modules/identity/index.js';
import { OrdersModule } from '../src/modules/orders/index.js';
import { PickupsModule } from '../src/modules/pickups/index.js';
import { PricingModule } from '../src/modules/pricing/index.js';
import { ProductsModule } from '../src/modules/products/index.js';
import { createScriptContext } from '../src/bin/app-context.js';
import { DemoCtes } from './audit/demo-ctes.js';
import { DemoCatalog } from './catalog/demo-catalog.js';
import { DemoIdentities } from './identity/demo-identities.js';
import { DemoOnboarding } from './identity/demo-onboarding.js';
import { DemoOrders } from './orders/demo-orders.js';
import { DemoPickups } from './pickups/demo-pickups.js';
import { DemoFreightRules } from './pricing/demo-freight-rules.js';
import { DemoPricing } from './pricing/demo-pricing.js';
import { DemoProducts } from './products/demo-products.js';
import { seedOf } from './seed-of.js';

/** Demo data for `npm start`; never in production, and only once. */
if (process.env.NODE_ENV === 'production') {
  console.log('NODE_ENV=production: nenhum dado de demonstração criado.');
} else {
  const app = await createScriptContext();
  const password = process.env.DEMO_PASSWORD || 'despacho123';
  const created = await (await seedOf(app, IdentityModule, DemoIdentities)).seed(password);
  await (await seedOf(app, CatalogModule, DemoCatalog)).seed();
  await (await seedOf(app, PricingModule, DemoPricing)).seed();
  await (await seedOf(app, PricingModule, DemoFreightRules)).seed();
  await (await seedOf(app, ProductsModule, DemoProducts)).seed();
  await (await seedOf(app, OrdersModule, DemoOrders)).seed();
  const pickups = await seedOf(app, PickupsModule, DemoPickups);
  await pickups.seed();
  await (await seedOf(app, AuditModule, DemoCtes)).seed();
  // Last: the new company it adds must not receive the demo CD and tables of the seeds above.
  await (await seedOf(app, IdentityModule, DemoOnboarding)).seed(password);
  console.log(created ? 'Dados de demonstração criados.' : 'Dados de demonstração já existem.');
  const link = await pickups.carrierLink();
  if (link) console.log(`Link da transportadora ${link.carrier} para aceitar as coletas da Loja Demo: ${link.url}`);
  await app.close();
}
