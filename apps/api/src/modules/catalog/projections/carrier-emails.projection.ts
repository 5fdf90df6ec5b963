import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { CatalogEvents, type CarrierPickupEmailsReplaced } from '../events/catalog-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** Inline: each company's pickup-request e-mails per carrier (the side panel reads it right after saving). */
@Injectable()
export class CarrierEmailsProjection implements Projection {
  readonly name = 'carrier-emails';
  readonly tables = ['carrier_emails'];

  handles(type: string): boolean {
    return type === CatalogEvents.CarrierPickupEmailsReplaced;
  }

  async apply(event: StoredEvent<CarrierPickupEmailsReplaced>, db: EntityManager): Promise<void> {
    const { company_id, carrier_id, emails } = event.data;
    await runSql(
      db,
      sql`INSERT INTO carrier_emails (company_id, carrier_id, emails) VALUES (${company_id}, ${carrier_id}, ${emails})
       ON CONFLICT (company_id, carrier_id) DO UPDATE SET emails = EXCLUDED.emails`,
    );
  }
}
