import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './platform/config/app-config.js';
import { PlatformModule } from './platform/platform.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { GeoModule } from './modules/geo/geo.module.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { IntegrationsModule } from './modules/integrations/integrations.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { OnboardingModule } from './modules/onboarding/onboarding.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { PickupsModule } from './modules/pickups/pickups.module.js';
import { SignUpModule } from './modules/sign-up/sign-up.module.js';
import { TrackingModule } from './modules/tracking/tracking.module.js';
import { PricingModule } from './modules/pricing/pricing.module.js';
import { ProductsModule } from './modules/products/products.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { CarrierIntegrationsModule } from './modules/carrier-integrations/carrier-integrations.module.js';
import { LabelsModule } from './modules/labels/labels.module.js';
import { ExceptionsModule } from './modules/exceptions/exceptions.module.js';
import { DeliveryPromiseModule } from './modules/delivery-promise/delivery-promise.module.js';
import { PromiseQuotingModule } from './modules/delivery-promise/promise-quoting.module.js';
import { RecipientNoticesModule } from './modules/recipient-notices/recipient-notices.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        IdentityModule,
        CatalogModule,
        GeoModule,
        PricingModule,
        ProductsModule,
        OrdersModule,
        PickupsModule,
        TrackingModule,
        DashboardModule,
        SignUpModule,
        OnboardingModule,
        NotificationsModule,
        IntegrationsModule,
        AuditModule,
        CarrierIntegrationsModule,
        LabelsModule,
        ExceptionsModule,
        DeliveryPromiseModule,
        PromiseQuotingModule,
        RecipientNoticesModule,
      ],
    };
  }
}
