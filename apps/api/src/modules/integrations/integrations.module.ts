import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { ChannelAdapters } from './adapters/channel-adapters.js';
import { MercadoLivreAdapter } from './adapters/mercadolivre.adapter.js';
import { NuvemshopAdapter } from './adapters/nuvemshop.adapter.js';
import { TrayAdapter } from './adapters/tray.adapter.js';
import { ChangeIntegrationNameCommand } from './commands/change-integration-name/change-integration-name.command.js';
import { ChangeIntegrationNameHandler } from './commands/change-integration-name/change-integration-name.handler.js';
import { ChangeIntegrationNamePayload } from './commands/change-integration-name/change-integration-name.payload.js';
import { NewCompanyChannelCommand } from './commands/new-company-channel/new-company-channel.command.js';
import { NewCompanyChannelHandler } from './commands/new-company-channel/new-company-channel.handler.js';
import { NewCompanyChannelPayload } from './commands/new-company-channel/new-company-channel.payload.js';
import { RemoveCompanyChannelCommand } from './commands/remove-company-channel/remove-company-channel.command.js';
import { RemoveCompanyChannelHandler } from './commands/remove-company-channel/remove-company-channel.handler.js';
import { RemoveCompanyChannelPayload } from './commands/remove-company-channel/remove-company-channel.payload.js';
import { SaveSituationsHandler } from './commands/save-situations/save-situations.handler.js';
import { CompanyChannelChanger } from './commands/shared/company-channel-changer.js';
import { ToggleIntegrationCommand } from './commands/toggle-integration/toggle-integration.command.js';
import { ToggleIntegrationHandler } from './commands/toggle-integration/toggle-integration.handler.js';
import { ToggleIntegrationPayload } from './commands/toggle-integration/toggle-integration.payload.js';
import { IntegrationsController } from './http/integrations.controller.js';
import { WebhooksController } from './http/webhooks.controller.js';
import { ChannelDeliveries } from './inbox/channel-deliveries.js';
import { ChannelDeliveryQueue } from './inbox/channel-delivery.queue.js';
import { ChannelDeliveryWorker } from './inbox/channel-delivery.worker.js';
import { ChannelOrderImporter } from './inbox/channel-order-importer.js';
import { OAuthStates } from './oauth/oauth-states.js';
import { PushStatusToChannel } from './policies/push-status-to-channel.policy.js';
import { CompanyChannelsProjection } from './projections/company-channels.projection.js';
import { CompanyChannelRows } from './queries/company-channel-rows.js';
import { GetCompanyChannelHandler } from './queries/get-company-channel/get-company-channel.handler.js';
import { ListChannelDeliveriesHandler } from './queries/list-channel-deliveries/list-channel-deliveries.handler.js';
import { ListChannelsHandler } from './queries/list-channels/list-channels.handler.js';
import { ListCompanyChannelsHandler } from './queries/list-company-channels/list-company-channels.handler.js';
import { ChannelConnections } from './tokens/channel-connections.js';
import { TokenCipher } from './tokens/token-cipher.js';

const commandHandlers = [
  NewCompanyChannelHandler,
  RemoveCompanyChannelHandler,
  ToggleIntegrationHandler,
  ChangeIntegrationNameHandler,
  SaveSituationsHandler,
];
const queryHandlers = [
  ListChannelsHandler,
  ListCompanyChannelsHandler,
  GetCompanyChannelHandler,
  ListChannelDeliveriesHandler,
];
const inbox = [ChannelDeliveries, ChannelDeliveryQueue, ChannelDeliveryWorker, ChannelOrderImporter];
/** Spec §6: integrations need admin and settings. */
const adminSettings = { area: 'settings', admin: true } as const;

/** Sales channels: connect a store (OAuth), orders in through webhooks, statuses out (docs/integrations.md). */
@Module({
  controllers: [IntegrationsController, WebhooksController],
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    ...inbox,
    CompanyChannelChanger,
    CompanyChannelRows,
    CompanyChannelsProjection,
    PushStatusToChannel,
    NuvemshopAdapter,
    TrayAdapter,
    MercadoLivreAdapter,
    ChannelAdapters,
    ChannelConnections,
    OAuthStates,
    TokenCipher,
  ],
})
export class IntegrationsModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly projection: CompanyChannelsProjection,
    private readonly pushStatus: PushStatusToChannel,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.projection);
    this.registry.registerPolicy(this.pushStatus);
    this.actions.register(
      {
        action: 'NewCompanyChannel',
        payload: NewCompanyChannelPayload,
        access: adminSettings,
        command: NewCompanyChannelCommand,
      },
      {
        action: 'RemoveCompanyChannel',
        payload: RemoveCompanyChannelPayload,
        access: adminSettings,
        command: RemoveCompanyChannelCommand,
      },
      {
        action: 'ToggleIntegration',
        payload: ToggleIntegrationPayload,
        access: adminSettings,
        command: ToggleIntegrationCommand,
      },
      {
        action: 'ChangeIntegrationName',
        payload: ChangeIntegrationNamePayload,
        access: adminSettings,
        command: ChangeIntegrationNameCommand,
      },
    );
  }
}
