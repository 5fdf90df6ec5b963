import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';
import { Order, ordersWithReferences } from '../../../orders/index.js';
import { Pickup, pickupNotFound } from '../../domain/pickup.aggregate.js';

/** How a payload names a pickup: its id, or the reference of one of its orders. */
export interface PickupTarget {
  id?: string;
  orderReference?: string;
}

/**
 * Loads a company's pickup and its orders, lets a command decide on them and saves everything in one
 * transaction (a pickup accepted with half its orders accepted is never stored). Only command handlers
 * call it: a concurrent change fails the save and the dispatcher runs the command again on fresh state.
 */
@Injectable()
export class PickupChanger {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly db: DataSource,
  ) {}

  async change(
    companyId: string,
    target: PickupTarget,
    context: CommandContext,
    decide: (pickup: Pickup, orders: Order[]) => void,
  ): Promise<string> {
    const id = await this.idOf(companyId, target);
    const { aggregate: pickup } = await this.repository.load(new Pickup(id));
    pickup.assertOwnedBy(companyId);
    const orders = await Promise.all(
      [...pickup.orderIds].map(async (orderId) => (await this.repository.load(new Order(orderId))).aggregate),
    );
    decide(pickup, orders);
    await this.repository.saveAll([pickup, ...orders], context);
    return id;
  }

  private async idOf(companyId: string, target: PickupTarget): Promise<string> {
    if (target.id) return target.id;
    const orders = await ordersWithReferences(this.db, companyId, [target.orderReference?.trim() ?? '']);
    const pickupId = orders.find((order) => order.pickup_id !== null)?.pickup_id;
    if (!pickupId) throw pickupNotFound();
    return pickupId;
  }
}
