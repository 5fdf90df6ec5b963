import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { IntegrationsModule } from '../integrations/index.js';
import { OrdersModule } from '../orders/index.js';
import { RecipientNoticesController } from './http/recipient-notices.controller.js';
import { NoticeSender } from './policies/notices/notice-sender.js';
import { NotifyRecipient } from './policies/notices/notify-recipient.policy.js';
import { RecipientNoticeQueue } from './jobs/recipient-notice.job.js';
import { RecipientNoticeWorker } from './jobs/recipient-notice.worker.js';
import { RecipientNotices } from './policies/notices/recipient-notices.js';
import { WhatsAppOptInController } from './http/whatsapp-opt-in.controller.js';
import { ChangeRecipientNoticeSettingsCommand } from './commands/change-recipient-notice-settings/change-recipient-notice-settings.command.js';
import { ChangeRecipientNoticeSettingsHandler } from './commands/change-recipient-notice-settings/change-recipient-notice-settings.handler.js';
import { ChangeRecipientNoticeSettingsPayload } from './commands/change-recipient-notice-settings/change-recipient-notice-settings.payload.js';
import { RecipientNoticeSettingsProjection } from './projections/recipient-notice-settings.projection.js';
import { CloudApiAdapter } from './adapters/whatsapp/cloud-api.adapter.js';
import { WhatsAppPort } from './adapters/whatsapp/whatsapp-port.js';
import { WhatsAppWebhookController } from './http/whatsapp-webhook.controller.js';
import { TrackingThrottleGuard } from '../tracking/index.js';

/** The recipient told first (docs/recipient-notices.md): e-mail and WhatsApp notices of an order's steps. */
@Module({
  imports: [IntegrationsModule, OrdersModule],
  controllers: [RecipientNoticesController, WhatsAppWebhookController, WhatsAppOptInController],
  providers: [
    RecipientNoticeSettingsProjection,
    ChangeRecipientNoticeSettingsHandler,
    RecipientNotices,
    NotifyRecipient,
    RecipientNoticeQueue,
    RecipientNoticeWorker,
    NoticeSender,
    TrackingThrottleGuard,
    { provide: WhatsAppPort, useClass: CloudApiAdapter },
  ],
})
export class RecipientNoticesModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly settings: RecipientNoticeSettingsProjection,
    private readonly policy: NotifyRecipient,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.settings);
    this.registry.registerPolicy(this.policy);
    this.actions.register({
      action: 'ChangeRecipientNoticeSettings',
      payload: ChangeRecipientNoticeSettingsPayload,
      access: { area: 'settings', admin: true },
      command: ChangeRecipientNoticeSettingsCommand,
    });
  }
}
