import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { IntegrationsModule } from '../integrations/index.js';
import { OrdersModule } from '../orders/index.js';
import { RecipientNoticesController } from './http/recipient-notices.controller.js';
import { NoticeSender } from './notices/notice-sender.js';
import { NotifyRecipient } from './notices/notify-recipient.policy.js';
import { RecipientNoticeQueue } from './jobs/recipient-notice.job.js';
import { RecipientNoticeWorker } from './jobs/recipient-notice.worker.js';
import { RecipientNotices } from './notices/recipient-notices.js';
import { WhatsAppOptInController } from './opt-in/whatsapp-opt-in.controller.js';
import { ChangeRecipientNoticeSettingsCommand } from './settings/change-recipient-notice-settings.command.js';
import { ChangeRecipientNoticeSettingsHandler } from './settings/change-recipient-notice-settings.handler.js';
import { ChangeRecipientNoticeSettingsPayload } from './settings/change-recipient-notice-settings.payload.js';
import { RecipientNoticeSettingsProjection } from './settings/recipient-notice-settings.projection.js';
import { CloudApiAdapter } from './whatsapp/cloud-api.adapter.js';
import { WhatsAppPort } from './whatsapp/whatsapp-port.js';
import { WhatsAppWebhookController } from './whatsapp/whatsapp-webhook.controller.js';
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
