import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  CatalogEvents,
  type CarrierPickupEmailsEvent,
  type CarrierPickupEmailsReplaced,
} from '../events/catalog-events.js';

/**
 * The e-mails one company asks pickups of one carrier through. A stream per (company, carrier):
 * companies sharing a catalog carrier never contend for, or see, each other's list.
 */
export class CarrierPickupEmails extends Aggregate<CarrierPickupEmailsEvent> {
  readonly streamType = 'carrier-pickup-emails';
  emails: string[] = [];

  static of(companyId: string, carrierId: string): CarrierPickupEmails {
    return new CarrierPickupEmails(`${companyId}:${carrierId}`);
  }

  /** Sending the same list again records nothing. */
  replace(companyId: string, carrierId: string, emails: string[]): void {
    const next = [...new Set(emails)];
    if (next.length === this.emails.length && next.every((email, i) => email === this.emails[i])) return;
    this.raise(CatalogEvents.CarrierPickupEmailsReplaced, {
      company_id: companyId,
      carrier_id: carrierId,
      emails: next,
    } satisfies CarrierPickupEmailsReplaced);
  }

  protected evolve({ data }: CarrierPickupEmailsEvent): void {
    this.emails = data.emails;
  }
}
