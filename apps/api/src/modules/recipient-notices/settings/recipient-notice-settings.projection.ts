import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { Projection } from '../../../platform/event-store/projection.js';
import {
  type RecipientNoticeSettingsEvent,
  RecipientNoticeSettingsEvents,
} from '../events/recipient-notice-settings-events.js';

/** recipient_notice_settings: the settings screen and the policy read it right after the command. */
@Injectable()
export class RecipientNoticeSettingsProjection implements Projection<RecipientNoticeSettingsEvent> {
  readonly name = 'recipient-notice-settings';
  readonly tables = ['recipient_notice_settings'] as const;

  handles(type: string): boolean {
    return type === RecipientNoticeSettingsEvents.Changed;
  }

  async apply(event: Stored<RecipientNoticeSettingsEvent>, db: EntityManager): Promise<void> {
    const e = event.data;
    await db.query(
      `INSERT INTO recipient_notice_settings (company_id, steps, channels, whatsapp, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (company_id) DO UPDATE SET steps = $2, channels = $3, whatsapp = $4, updated_at = $5`,
      [e.company_id, e.steps, e.channels, e.whatsapp, e.at],
    );
  }
}
