import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type RecipientNoticeSettingsChanged,
  type RecipientNoticeSettingsEvent,
  RecipientNoticeSettingsEvents,
  type WhatsAppAccount,
} from '../events/recipient-notice-settings-events.js';

/** A company's recipient notices: which steps, which channels, its WhatsApp account (one stream per company). */
export class RecipientNoticeSettings extends Aggregate<RecipientNoticeSettingsEvent> {
  readonly streamType = 'recipient-notice-settings';
  whatsapp: WhatsAppAccount | null = null;

  change(data: Omit<RecipientNoticeSettingsChanged, 'company_id'>): void {
    this.raise(RecipientNoticeSettingsEvents.Changed, { company_id: this.id, ...data });
  }

  protected evolve({ type, data }: RecipientNoticeSettingsEvent): void {
    switch (type) {
      case RecipientNoticeSettingsEvents.Changed:
        this.whatsapp = data.whatsapp;
        return;
    }
  }
}
