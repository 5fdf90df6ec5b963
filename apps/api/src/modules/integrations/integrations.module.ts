import { Module, type OnModuleInit } from '@nestjs/common';
import { BackgroundTaskTypes } from '../../platform/background-tasks/background-task-types.js';
import { BackgroundTasksModule } from '../../platform/background-tasks/background-tasks.module.js';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import type { ChannelAdapter } from './adapters/channel-adapter.js';
import { CHANNEL_ADAPTER_LIST, ChannelAdapters } from './adapters/channel-adapters.js';
import { ChannelDirectory } from './queries/catalogue/channel-directory.js';
import { CHANNEL_PLUGINS } from './channels/channel-plugins.js';
import { ChangeIntegrationNameCommand } from './commands/change-integration-name/change-integration-name.command.js';
import { ChangeIntegrationNameHandler } from './commands/change-integration-name/change-integration-name.handler.js';
import { ChangeIntegrationNamePayload } from './commands/change-integration-name/change-integration-name.payload.js';
import { NewCompanyChannelCommand } from './commands/new-company-channel/new-company-channel.command.js';
import { NewCompanyChannelHandler } from './commands/new-company-channel/new-company-channel.handler.js';
import { NewCompanyChannelPayload } from './commands/new-company-channel/new-company-channel.payload.js';
import { RemoveCompanyChannelCommand } from './commands/remove-company-channel/remove-company-channel.command.js';
import { RemoveCompanyChannelHandler } from './commands/remove-company-channel/remove-company-channel.handler.js';
import { RemoveCompanyChannelPayload } from './commands/remove-company-channel/remove-company-channel.payload.js';
import { SaveFiltersHandler } from './commands/save-filters/save-filters.handler.js';
import { SaveSituationsHandler } from './commands/save-situations/save-situations.handler.js';
import { CompanyChannelChanger } from './commands/shared/company-channel-changer.js';
import { ToggleIntegrationCommand } from './commands/toggle-integration/toggle-integration.command.js';
import { ToggleIntegrationHandler } from './commands/toggle-integration/toggle-integration.handler.js';
import { ToggleIntegrationPayload } from './commands/toggle-integration/toggle-integration.payload.js';
import { CheckoutIntegrations } from './adapters/checkout/checkout-integrations.js';
import { CheckoutQuotes } from './adapters/checkout/checkout-quotes.js';
import { CheckoutRegistration } from './adapters/checkout/checkout-registration.js';
import { CheckoutSecrets } from './adapters/checkout/checkout-secrets.js';
import { NewWebhookEndpointCommand } from './commands/new-webhook-endpoint/new-webhook-endpoint.command.js';
import { NewWebhookEndpointHandler } from './commands/new-webhook-endpoint/new-webhook-endpoint.handler.js';
import { NewWebhookEndpointPayload } from './commands/new-webhook-endpoint/new-webhook-endpoint.payload.js';
import { RemoveWebhookEndpointCommand } from './commands/remove-webhook-endpoint/remove-webhook-endpoint.command.js';
import { RefreshChannelTokensHandler } from './commands/refresh-channel-tokens/refresh-channel-tokens.handler.js';
import { RemoveWebhookEndpointHandler } from './commands/remove-webhook-endpoint/remove-webhook-endpoint.handler.js';
import { RemoveWebhookEndpointPayload } from './commands/remove-webhook-endpoint/remove-webhook-endpoint.payload.js';
import { CheckoutController } from './http/checkout.controller.js';
import { WebhookEndpointsController } from './http/webhook-endpoints.controller.js';
import { MerchantHttp } from './adapters/merchant-http.js';
import { PostWebhooksToIntegrators } from './policies/outgoing/post-webhooks.policy.js';
import { WebhookDeliveries } from './policies/outgoing/webhook-deliveries.js';
import { WebhookDeliveryQueue } from './jobs/webhook-delivery.job.js';
import { WebhookDeliveryWorker } from './jobs/webhook-delivery.worker.js';
import { WebhookSender } from './policies/outgoing/webhook-sender.js';
import { WebhookEndpointsProjection } from './projections/webhook-endpoints.projection.js';
import { ListWebhookDeliveriesHandler } from './queries/list-webhook-deliveries/list-webhook-deliveries.handler.js';
import { ListWebhookEndpointsHandler } from './queries/list-webhook-endpoints/list-webhook-endpoints.handler.js';
import { IntegrationsController } from './http/integrations.controller.js';
import { PreSignupController } from './http/pre-signup.controller.js';
import { WebhooksController } from './http/webhooks.controller.js';
import { ChannelDeliveries } from './adapters/inbox/channel-deliveries.js';
import { ChannelDeliveryQueue } from './jobs/channel-delivery.job.js';
import { ChannelDeliveryWorker } from './jobs/channel-delivery.worker.js';
import { ChannelOrderImporter } from './adapters/inbox/channel-order-importer.js';
import { WebhookRefusals } from './adapters/inbox/webhook-refusals.js';
import { DemoStore } from './jobs/demo/demo-store.js';
import { MissedNotices } from './adapters/inbox/missed-notices.js';
import { MissedNoticesQueue } from './jobs/missed-notices.job.js';
import { MissedNoticesWorker } from './jobs/missed-notices.worker.js';
import { OAuthStates } from './adapters/oauth/oauth-states.js';
import { ChannelPreSignups } from './adapters/pre-signup/channel-pre-signups.js';
import { PushStatusToChannel } from './policies/push-status-to-channel.policy.js';
import { ResyncCheckoutOptions } from './policies/resync-checkout-options.policy.js';
import { CheckoutIntegrationsNotifier } from './projections/checkout-integrations.notifier.js';
import { CompanyChannelsProjection } from './projections/company-channels.projection.js';
import { CompanyChannelRows } from './queries/company-channel-rows.js';
import { CompanyChannelViews } from './queries/company-channel-views.js';
import { GetChannelListingHandler } from './queries/get-channel-listing/get-channel-listing.handler.js';
import { GetCompanyChannelHandler } from './queries/get-company-channel/get-company-channel.handler.js';
import { ListChannelFiltersHandler } from './queries/list-channel-filters/list-channel-filters.handler.js';
import { ListChannelDeliveriesHandler } from './queries/list-channel-deliveries/list-channel-deliveries.handler.js';
import { ListChannelSituationsHandler } from './queries/list-channel-situations/list-channel-situations.handler.js';
import { ListChannelsHandler } from './queries/list-channels/list-channels.handler.js';
import { ListCompanyChannelsHandler } from './queries/list-company-channels/list-company-channels.handler.js';
import { ChannelConnections } from './adapters/tokens/channel-connections.js';
import { ProductSyncQueue } from './jobs/product-sync.job.js';
import { ProductSyncRunner } from './jobs/product-sync.runner.js';
import { ProductSyncTask } from './jobs/product-sync.task.js';
import { ProductSyncWorker } from './jobs/product-sync.worker.js';
import { TokenCipher } from './adapters/tokens/token-cipher.js';

const commandHandlers = [
  NewCompanyChannelHandler,
  RemoveCompanyChannelHandler,
  ToggleIntegrationHandler,
  ChangeIntegrationNameHandler,
  SaveSituationsHandler,
  SaveFiltersHandler,
  NewWebhookEndpointHandler,
  RemoveWebhookEndpointHandler,
  RefreshChannelTokensHandler,
];
const queryHandlers = [
  ListChannelsHandler,
  ListCompanyChannelsHandler,
  GetCompanyChannelHandler,
  ListChannelDeliveriesHandler,
  ListChannelSituationsHandler,
  ListChannelFiltersHandler,
  GetChannelListingHandler,
  ListWebhookEndpointsHandler,
  ListWebhookDeliveriesHandler,
];
const productSync = [ProductSyncTask, ProductSyncQueue, ProductSyncRunner, ProductSyncWorker];
const inbox = [
  ChannelDeliveries,
  ChannelDeliveryQueue,
  ChannelDeliveryWorker,
  ChannelOrderImporter,
  WebhookRefusals,
  MissedNotices,
  MissedNoticesQueue,
  MissedNoticesWorker,
];
/** Outgoing webhooks for integrators: the relay's policy, the delivery log, the BullMQ posts. */
const outgoing = [
  MerchantHttp,
  PostWebhooksToIntegrators,
  WebhookDeliveries,
  WebhookDeliveryQueue,
  WebhookDeliveryWorker,
  WebhookSender,
];
/** Each plug-in's adapter (channels/<slug>/, listed in channel-plugins.ts) and their list, in that order. */
const channelAdapters = [
  ...CHANNEL_PLUGINS.map((plugin) => plugin.adapter),
  {
    provide: CHANNEL_ADAPTER_LIST,
    useFactory: (...adapters: ChannelAdapter[]) => adapters,
    inject: CHANNEL_PLUGINS.map((plugin) => plugin.adapter),
  },
];
/** Spec §6: integrations need admin and settings. */
const adminSettings = { area: 'settings', admin: true } as const;

/** Sales channels: connect a store (OAuth), orders in through webhooks, statuses out, quotes at checkout (docs/integrations.md). */
@Module({
  // The type-2 catalogue and views come through the CarrierChannels port (carrier-integrations provides it).
  imports: [BackgroundTasksModule],
  controllers: [
    IntegrationsController,
    WebhooksController,
    PreSignupController,
    CheckoutController,
    WebhookEndpointsController,
  ],
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    ...inbox,
    ...productSync,
    ChannelConnections,
    ChannelPreSignups,
    ...outgoing,
    WebhookEndpointsProjection,
    CompanyChannelChanger,
    CompanyChannelRows,
    CompanyChannelViews,
    ChannelDirectory,
    CompanyChannelsProjection,
    PushStatusToChannel,
    ResyncCheckoutOptions,
    DemoStore,
    ...channelAdapters,
    ChannelAdapters,
    OAuthStates,
    TokenCipher,
    CheckoutSecrets,
    CheckoutRegistration,
    CheckoutQuotes,
    CheckoutIntegrations,
    CheckoutIntegrationsNotifier,
  ],
  exports: [TokenCipher, CompanyChannelRows, CompanyChannelChanger],
})
export class IntegrationsModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly projection: CompanyChannelsProjection,
    private readonly checkoutIntegrations: CheckoutIntegrationsNotifier,
    private readonly pushStatus: PushStatusToChannel,
    private readonly resyncCheckout: ResyncCheckoutOptions,
    private readonly tasks: BackgroundTaskTypes,
    private readonly productSync: ProductSyncTask,
    private readonly webhookEndpoints: WebhookEndpointsProjection,
    private readonly postWebhooks: PostWebhooksToIntegrators,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.projection, this.checkoutIntegrations);
    this.registry.registerPolicy(this.pushStatus);
    this.registry.registerPolicy(this.resyncCheckout);
    this.tasks.register(this.productSync);
    this.registry.registerInline(this.webhookEndpoints);
    this.registry.registerPolicy(this.postWebhooks);
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
      {
        action: 'NewWebhookEndpoint',
        payload: NewWebhookEndpointPayload,
        access: adminSettings,
        command: NewWebhookEndpointCommand,
      },
      {
        action: 'RemoveWebhookEndpoint',
        payload: RemoveWebhookEndpointPayload,
        access: adminSettings,
        command: RemoveWebhookEndpointCommand,
      },
    );
  }
}
