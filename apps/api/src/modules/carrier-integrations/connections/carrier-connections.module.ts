import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../../platform/commands/action-registry.js';
import { IntegrationsModule } from '../../integrations/integrations.module.js';
import { CarrierConnectorsModule } from '../connectors/connectors.module.js';
import { CarrierConnectionTester } from './carrier-connection-tester.js';
import { CompanyCarriers } from './company-carriers.js';
import { ConnectCarrierIntegrationHandler } from './connect/connect-carrier-integration.handler.js';
import { CarrierConnectionsController } from './http/carrier-connections.controller.js';
import { SavedCarrierIntegrations } from './saved-carrier-integrations.js';
import { SealedCarrierCredentials } from './sealed-carrier-credentials.js';
import { TestCarrierConnectionHandler } from './test/test-carrier-connection.handler.js';
import { UpdateCarrierIntegrationCommand } from './update/update-carrier-integration.command.js';
import { UpdateCarrierIntegrationHandler } from './update/update-carrier-integration.handler.js';
import { UpdateCarrierIntegrationPayload } from './update/update-carrier-integration.payload.js';

/**
 * Carrier integrations (catalogue type 2): connect (NewCompanyChannel dispatches here), test, change
 * carriers and credentials. They are company channels: rename, toggle and remove are the channels'.
 */
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
  ],
  exports: [SavedCarrierIntegrations, CarrierConnectionTester],
})
export class CarrierConnectionsModule implements OnModuleInit {
  constructor(private readonly actions: ActionRegistry) {}

  onModuleInit(): void {
    this.actions.register({
      action: 'UpdateCarrierIntegration',
      payload: UpdateCarrierIntegrationPayload,
      access: { area: 'settings', admin: true },
      command: UpdateCarrierIntegrationCommand,
    });
  }
}
