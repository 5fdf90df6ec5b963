import type { DomainEvent } from '../../../platform/event-store/domain-event.js';
import type { NoticeChannel, NoticeStep } from '../domain/notice-steps.js';

/** Stored event type names of the recipient notices' settings (stable; payload shapes versioned). */
export const RecipientNoticeSettingsEvents = {
  Changed: 'recipient-notice-settings.changed',
} as const;

/** The company's WhatsApp Business Cloud API account; the two secrets AES-GCM sealed (TokenCipher). */
export interface WhatsAppAccount {
  phone_number_id: string;
  access_token_ciphertext: string;
  app_secret_ciphertext: string;
  /** What Meta's webhook handshake must send back (hub.verify_token); made by Despacho, shown on the screen. */
  verify_token: string;
  /** Approved template name per step. */
  templates: Record<NoticeStep, string>;
  language: string;
}

export interface RecipientNoticeSettingsChanged {
  company_id: string;
  steps: NoticeStep[];
  channels: NoticeChannel[];
  whatsapp: WhatsAppAccount | null;
  at: string;
}

export type RecipientNoticeSettingsEvent = DomainEvent<
  typeof RecipientNoticeSettingsEvents.Changed,
  RecipientNoticeSettingsChanged
>;
