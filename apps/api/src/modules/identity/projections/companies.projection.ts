import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { type CompanyRegistered, IdentityEvents } from '../events/identity-events.js';

/** Inline: the companies read model (a company row's company_id is its own id). */
@Injectable()
export class CompaniesProjection implements Projection {
  readonly name = 'companies';
  readonly tables = ['companies'];

  handles(type: string): boolean {
    return type === IdentityEvents.CompanyRegistered;
  }

  async apply(event: StoredEvent<CompanyRegistered>, db: EntityManager): Promise<void> {
    const { company_id, name, has_audit_enabled } = event.data;
    await db.query(
      'INSERT INTO companies (id, company_id, name, has_audit_enabled, created_at) VALUES ($1, $1, $2, $3, $4)',
      [company_id, name, has_audit_enabled, event.occurred_at],
    );
  }
}
