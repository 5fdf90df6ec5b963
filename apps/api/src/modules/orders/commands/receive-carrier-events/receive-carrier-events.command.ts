import { Command } from '@nestjs/cqrs';
import type { CarrierEventsOutcome, ReceivedCarrierEvent } from '../../domain/order.aggregate.js';

/** A carrier's events for one volume of an order (shipment_id null: every volume), from a poll, webhook or file. */
export interface CarrierEventsDelivery {
  company_id: string;
  order_id: string;
  shipment_id: string | null;
  events: readonly ReceivedCarrierEvent[];
}

/** No user sends it: its events are stored as the system's (systemContext). */
export class ReceiveCarrierEventsCommand extends Command<CarrierEventsOutcome> {
  constructor(readonly delivery: CarrierEventsDelivery) {
    super();
  }
}
