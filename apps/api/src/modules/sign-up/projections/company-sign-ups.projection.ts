import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { CNPJ_TAKEN } from '../../identity/index.js';
import { type CompanySignedUp, SignUpEvents } from '../events/sign-up-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** Inline: the sign-ups list of the provider's staff; its unique CNPJ refuses a second sign-up. */
@Injectable()
export class CompanySignUpsProjection implements Projection {
  readonly name = 'company-sign-ups';
  readonly tables = ['company_sign_ups'];
  readonly conflicts = { company_sign_ups_federal_tax_id: CNPJ_TAKEN };

  handles(type: string): boolean {
    return type === SignUpEvents.CompanySignedUp;
  }

  async apply(event: StoredEvent<CompanySignedUp>, db: EntityManager): Promise<void> {
    const s = event.data;
    await runSql(
      db,
      sql`INSERT INTO company_sign_ups (company_id, name, legal_name, federal_tax_id, state_tax_id, users, integrations, expenses, created_at)
       VALUES (${s.company_id}, ${s.name}, ${s.legal_name}, ${s.federal_tax_id}, ${s.state_tax_id}, ${JSON.stringify(s.users)}, ${s.integrations}, ${s.expenses}, ${event.occurred_at})`,
    );
  }
}
