import { describe, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { CatalogEvents } from '../events/catalog-events.js';
import { CarrierPickupEmails } from './carrier-pickup-emails.aggregate.js';

const replaced = (emails: string[]) => ({
  type: CatalogEvents.CarrierPickupEmailsReplaced,
  data: { company_id: 'company-a', carrier_id: 'carrier-1', emails },
});
const list = () => CarrierPickupEmails.of('company-a', 'carrier-1');

describe('CarrierPickupEmails.replace', () => {
  it('replaces the whole list, without repeated addresses', () => {
    given(list(), replaced(['a@x.com']))
      .when((l) => l.replace('company-a', 'carrier-1', ['b@x.com', 'c@x.com', 'b@x.com']))
      .thenRaises(replaced(['b@x.com', 'c@x.com']));
  });

  it('records nothing for the same list sent again', () => {
    given(list(), replaced(['a@x.com', 'b@x.com']))
      .when((l) => l.replace('company-a', 'carrier-1', ['a@x.com', 'b@x.com', 'a@x.com']))
      .thenRaisesNothing();
    given(list())
      .when((l) => l.replace('company-a', 'carrier-1', []))
      .thenRaisesNothing();
  });

  it('records a reordered list: lists are compared position by position', () => {
    given(list(), replaced(['a@x.com', 'b@x.com']))
      .when((l) => l.replace('company-a', 'carrier-1', ['b@x.com', 'a@x.com']))
      .thenRaises(replaced(['b@x.com', 'a@x.com']));
  });
});
