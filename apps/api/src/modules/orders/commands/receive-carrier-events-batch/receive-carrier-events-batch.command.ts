import { Command } from '@nestjs/cqrs';
import type { CarrierEventsOutcome } from '../../domain/order.aggregate.js';
import type { CarrierEventsDelivery } from '../receive-carrier-events/receive-carrier-events.command.js';

/** What a batch did in all, and the deliveries (by index) that failed, with why. */
export interface CarrierEventsBatchOutcome extends CarrierEventsOutcome {
  failed: { index: number; reason: string }[];
}

/** Many deliveries at once (a poll cycle, an OCOREN file): decided and saved together for throughput. */
export class ReceiveCarrierEventsBatchCommand extends Command<CarrierEventsBatchOutcome> {
  constructor(readonly deliveries: readonly CarrierEventsDelivery[]) {
    super();
  }
}
