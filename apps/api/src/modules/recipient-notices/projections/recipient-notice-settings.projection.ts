import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { Projection } from '../../../platform/event-store/projection.js';
import {
  type RecipientNoticeSettingsEvent,
  RecipientNoticeSettingsEvents,
} from '../events/recipient-notice-settings-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

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
    await runSql(
      db,
      sql`INSERT INTO recipient_notice_settings (company_id, steps, channels, whatsapp, created_at, updated_at)
       VALUES (${e.company_id}, ${e.steps}, ${e.channels}, ${e.whatsapp}, ${e.at}, ${e.at})
       ON CONFLICT (company_id) DO UPDATE SET steps = ${e.steps}, channels = ${e.channels}, whatsapp = ${e.whatsapp}, updated_at = ${e.at}`,
    );
  }
}
