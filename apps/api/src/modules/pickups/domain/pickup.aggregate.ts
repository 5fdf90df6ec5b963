import { DomainError, formatDate } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type PickupEvent,
  type PickupConfirmed,
  type PickupDateChanged,
  type PickupDriverChanged,
  PickupEvents,
  type PickupIntegrationCodeChanged,
  type PickupOrderRemoved,
  type PickupPerformed,
  type PickupRequested,
} from '../events/pickup-events.js';

export const pickupNotFound = () => new DomainError('not-found', 'Coleta não encontrada.');

/**
 * A carrier's collection of some orders at one CD. Its state is derived (orders-pickups.md §4):
 * waiting acceptance until a pickup date is set, accepted until it is performed, then done.
 */
export class Pickup extends Aggregate<PickupEvent> {
  readonly streamType = 'pickup';
  companyId = '';
  number = 0;
  carrierId = '';
  exists = false;
  pickupDate: string | null = null;
  performed = false;
  orderIds = new Set<string>();

  request(data: Omit<PickupRequested, 'pickup_id'>): void {
    this.raise(PickupEvents.PickupRequested, { pickup_id: this.id, ...data } satisfies PickupRequested);
  }

  /** A second confirmation (a replayed link, a double click) is refused: the date is already set. */
  confirm(companyId: string, confirmation: Omit<PickupConfirmed, 'at'>, at: Date): void {
    this.assertOpen(companyId);
    if (this.pickupDate)
      throw new DomainError(
        'conflict',
        `A coleta ${this.number} já foi confirmada para o dia ${formatDate(this.pickupDate)}.`,
      );
    this.raise(PickupEvents.PickupConfirmed, { ...confirmation, at: at.toISOString() } satisfies PickupConfirmed);
  }

  perform(companyId: string, at: Date): void {
    this.assertOpen(companyId);
    this.raise(PickupEvents.PickupPerformed, { at: at.toISOString() } satisfies PickupPerformed);
  }

  changeDate(companyId: string, window: Omit<PickupDateChanged, 'at'>, at: Date): void {
    this.assertOpen(companyId);
    this.raise(PickupEvents.PickupDateChanged, { ...window, at: at.toISOString() } satisfies PickupDateChanged);
  }

  changeDriver(companyId: string, driver: PickupDriverChanged['driver'], at: Date): void {
    this.assertOwnedBy(companyId);
    this.raise(PickupEvents.PickupDriverChanged, { driver, at: at.toISOString() } satisfies PickupDriverChanged);
  }

  changeIntegrationCode(companyId: string, code: string, at: Date): void {
    this.assertOwnedBy(companyId);
    this.raise(PickupEvents.PickupIntegrationCodeChanged, {
      integration_code: code,
      at: at.toISOString(),
    } satisfies PickupIntegrationCodeChanged);
  }

  removeOrder(companyId: string, orderId: string, at: Date): void {
    this.assertOpen(companyId);
    if (!this.orderIds.has(orderId)) throw new DomainError('not-found', 'O pedido não está nesta coleta.');
    this.raise(PickupEvents.PickupOrderRemoved, {
      order_id: orderId,
      at: at.toISOString(),
    } satisfies PickupOrderRemoved);
  }

  assertOwnedBy(companyId: string): void {
    if (!this.exists || this.companyId !== companyId) throw pickupNotFound();
  }

  private assertOpen(companyId: string): void {
    this.assertOwnedBy(companyId);
    if (this.performed) throw new DomainError('conflict', `A coleta ${this.number} já foi realizada.`);
  }

  protected evolve({ type, data }: PickupEvent): void {
    switch (type) {
      case PickupEvents.PickupRequested:
        this.exists = true;
        this.companyId = data.company_id;
        this.number = data.number;
        this.carrierId = data.carrier_id;
        this.orderIds = new Set(data.order_ids);
        return;
      case PickupEvents.PickupConfirmed:
        this.pickupDate = data.pickup_date;
        return;
      case PickupEvents.PickupPerformed:
        this.performed = true;
        return;
      case PickupEvents.PickupOrderRemoved:
        this.orderIds.delete(data.order_id);
        return;
      case PickupEvents.PickupDateChanged:
      case PickupEvents.PickupDriverChanged:
      case PickupEvents.PickupIntegrationCodeChanged:
        return;
    }
  }
}
