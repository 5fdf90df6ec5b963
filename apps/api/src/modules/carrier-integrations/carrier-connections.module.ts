import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { CarrierChannels, IntegrationsModule } from '../integrations/index.js';
import { CarrierConnectorsModule } from './connectors/connectors.module.js';
import { CarrierConnectionTester } from './adapters/carrier-connection-tester.js';
import { CarrierConnectionsProjection } from './projections/carrier-connections.projection.js';
import { CarrierIntegrationChannels } from './queries/connections/carrier-integration-channels.js';
import { CompanyCarriers } from './queries/connections/company-carriers.js';
import { ConnectCarrierIntegrationHandler } from './commands/connect-carrier-integration/connect-carrier-integration.handler.js';
import { CarrierConnectionsController } from './http/carrier-connections.controller.js';
import { SavedCarrierIntegrations } from './queries/connections/saved-carrier-integrations.js';
import { SealedCarrierCredentials } from './queries/connections/sealed-carrier-credentials.js';
import { TestCarrierConnectionHandler } from './commands/test-carrier-connection/test-carrier-connection.handler.js';
import { UpdateCarrierIntegrationCommand } from './commands/update-carrier-integration/update-carrier-integration.command.js';
import { UpdateCarrierIntegrationHandler } from './commands/update-carrier-integration/update-carrier-integration.handler.js';
import { UpdateCarrierIntegrationPayload } from './commands/update-carrier-integration/update-carrier-integration.payload.js';

/**
 * Carrier integrations (catalogue type 2): connect (NewCompanyChannel dispatches here), test, change
 * carriers and credentials. They are company channels: rename, toggle and remove are the channels'.
 * Global only to export integrations' CarrierChannels port, as IntegrationsModule cannot import this one.
 */
@Global()
@Module({
  imports: [IntegrationsModule, CarrierConnectorsModule],
  controllers: [CarrierConnectionsController],
  providers: [
    ConnectCarrierIntegrationHandler,
    UpdateCarrierIntegrationHandler,
    TestCarrierConnectionHandler,
    CarrierConnectionTester,
    CompanyCarriers,
    SavedCarrierIntegrations,
    SealedCarrierCredentials,
    CarrierConnectionsProjection,
    { provide: CarrierChannels, useClass: CarrierIntegrationChannels },
  ],
  exports: [SavedCarrierIntegrations, CarrierConnectionTester, CarrierChannels],
})
export class CarrierConnectionsModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly projection: CarrierConnectionsProjection,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.projection);
    this.actions.register({
      action: 'UpdateCarrierIntegration',
      payload: UpdateCarrierIntegrationPayload,
      access: { area: 'settings', admin: true },
      command: UpdateCarrierIntegrationCommand,
    });
  }
}
