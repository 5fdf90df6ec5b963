import { Aggregate } from '../../../platform/event-store/aggregate.js';
import { ConflictError } from '../../../platform/http/app-errors.js';
import { type CompanyRegistered, IdentityEvents } from '../events/identity-events.js';

export class Company extends Aggregate {
  readonly streamType = 'company';
  registered = false;
  name = '';

  register(input: { name: string; hasAuditEnabled: boolean }): void {
    if (this.registered) throw new ConflictError('Empresa já cadastrada.');
    const event: CompanyRegistered = { company_id: this.id, name: input.name, has_audit_enabled: input.hasAuditEnabled };
    this.raise(IdentityEvents.CompanyRegistered, event);
  }

  protected evolve(type: string, data: CompanyRegistered): void {
    if (type === IdentityEvents.CompanyRegistered) {
      this.registered = true;
      this.name = data.name;
    }
  }
}
