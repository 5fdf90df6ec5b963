import { describe, expect, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { PickupEvents, type PickupRequested } from '../events/pickup-events.js';
import { Pickup } from './pickup.aggregate.js';

const COMPANY = 'company-a';
const OTHER_COMPANY = 'company-b';
const AT = new Date('2026-03-10T12:00:00.000Z');
const at = AT.toISOString();

const requestData: Omit<PickupRequested, 'pickup_id'> = {
  number: 1042,
  company_id: COMPANY,
  carrier_id: 'carrier-1',
  distribution_center_id: 'dc-1',
  order_ids: ['order-1', 'order-2'],
  note: null,
  requested_at: at,
};
const requested = { type: PickupEvents.PickupRequested, data: { pickup_id: 'pickup-1', ...requestData } };
const confirmation = { pickup_date: '2026-03-12', integration_code: null, by: 'carrier' as const };
const confirmed = { type: PickupEvents.PickupConfirmed, data: { ...confirmation, at } };
const performed = { type: PickupEvents.PickupPerformed, data: { at } };
const pickup = () => new Pickup('pickup-1');
const notFound = ['not-found', 'Coleta não encontrada.'] as const;
const alreadyPerformed = ['conflict', 'A coleta 1042 já foi realizada.'] as const;

describe('Pickup.request', () => {
  it('records the request with its orders', () => {
    const p = given(pickup())
      .when((p) => p.request(requestData))
      .thenRaises(requested);
    expect([p.exists, p.number, [...p.orderIds]]).toEqual([true, 1042, ['order-1', 'order-2']]);
  });
});

describe('Pickup.confirm (the carrier link or operations)', () => {
  it('sets the pickup date once', () => {
    const p = given(pickup(), requested)
      .when((p) => p.confirm(COMPANY, confirmation, AT))
      .thenRaises(confirmed);
    expect(p.pickupDate).toBe('2026-03-12');
  });

  it('refuses a second confirmation (a replayed link, a double click), naming the date already set', () => {
    given(pickup(), requested, confirmed)
      .when((p) => p.confirm(COMPANY, { ...confirmation, pickup_date: '2026-03-13' }, AT))
      .thenRefuses('conflict', 'A coleta 1042 já foi confirmada para o dia 12/03/2026.');
  });

  it('refuses a performed pickup, and answers a missing or foreign one as not found', () => {
    given(pickup(), requested, performed)
      .when((p) => p.confirm(COMPANY, confirmation, AT))
      .thenRefuses(...alreadyPerformed);
    given(pickup())
      .when((p) => p.confirm(COMPANY, confirmation, AT))
      .thenRefuses(...notFound);
    given(pickup(), requested)
      .when((p) => p.confirm(OTHER_COMPANY, confirmation, AT))
      .thenRefuses(...notFound);
  });
});

describe('Pickup.perform', () => {
  it('marks it done once', () => {
    given(pickup(), requested, confirmed)
      .when((p) => p.perform(COMPANY, AT))
      .thenRaises(performed);
    given(pickup(), requested, confirmed, performed)
      .when((p) => p.perform(COMPANY, AT))
      .thenRefuses(...alreadyPerformed);
  });
});

describe('Pickup.changeDate', () => {
  const window = { estimated_date: '2026-03-14', estimated_time_start: '08:00', estimated_time_end: '12:00' };

  it('changes the window while open, not once performed', () => {
    given(pickup(), requested)
      .when((p) => p.changeDate(COMPANY, window, AT))
      .thenRaises({ type: PickupEvents.PickupDateChanged, data: { ...window, at } });
    given(pickup(), requested, performed)
      .when((p) => p.changeDate(COMPANY, window, AT))
      .thenRefuses(...alreadyPerformed);
  });
});

describe('Pickup.changeDriver and changeIntegrationCode', () => {
  const driver = { name: 'João', phone: '11988887777' };

  it('are recorded even after the pickup is performed (paperwork follows the collection)', () => {
    given(pickup(), requested, performed)
      .when((p) => p.changeDriver(COMPANY, driver, AT))
      .thenRaises({ type: PickupEvents.PickupDriverChanged, data: { driver, at } });
    given(pickup(), requested, performed)
      .when((p) => p.changeIntegrationCode(COMPANY, 'ABC-1', AT))
      .thenRaises({ type: PickupEvents.PickupIntegrationCodeChanged, data: { integration_code: 'ABC-1', at } });
  });

  it("answer another company's pickup as not found", () => {
    given(pickup(), requested)
      .when((p) => p.changeDriver(OTHER_COMPANY, driver, AT))
      .thenRefuses(...notFound);
    given(pickup(), requested)
      .when((p) => p.changeIntegrationCode(OTHER_COMPANY, 'ABC-1', AT))
      .thenRefuses(...notFound);
  });
});

describe('Pickup.removeOrder', () => {
  const removed = { type: PickupEvents.PickupOrderRemoved, data: { order_id: 'order-1', at } };

  it('removes one of its orders', () => {
    const p = given(pickup(), requested)
      .when((p) => p.removeOrder(COMPANY, 'order-1', AT))
      .thenRaises(removed);
    expect([...p.orderIds]).toEqual(['order-2']);
  });

  it('refuses an order it does not hold (or no longer holds), and a performed pickup', () => {
    given(pickup(), requested, removed)
      .when((p) => p.removeOrder(COMPANY, 'order-1', AT))
      .thenRefuses('not-found', 'O pedido não está nesta coleta.');
    given(pickup(), requested, performed)
      .when((p) => p.removeOrder(COMPANY, 'order-1', AT))
      .thenRefuses(...alreadyPerformed);
  });
});
