import { Injectable } from '@nestjs/common';
import { CommandDispatcher } from '../../../../platform/commands/command-dispatcher.js';
import { ReceiveCarrierEventsBatchCommand, ReceiveCarrierEventsCommand } from '../../../orders/index.js';
import type { CarrierEvent } from '../../connectors/carrier-connector.js';
import { type ApplyOutcome, CarrierEventsApplier, type TrackedShipment } from './carrier-events-applier.js';

type Item = { shipment: TrackedShipment; events: readonly CarrierEvent[] };
type Failure = { shipment: TrackedShipment; reason: string };

/** Orders decided and saved together: one read of their streams, one transaction per company. */
const BATCH_SIZE = 200;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const deliveryOf = ({ shipment, events }: Item) => ({ ...shipment, events });

/**
 * Carrier events reach the Order aggregate through the orders module's commands, dispatched (so a
 * concurrent change is retried where every write is): one shipment as ReceiveCarrierEvents, many in
 * batches of ReceiveCarrierEventsBatch.
 */
@Injectable()
export class OrderCarrierEventsApplier extends CarrierEventsApplier {
  constructor(private readonly dispatcher: CommandDispatcher) {
    super();
  }

  apply(shipment: TrackedShipment, events: readonly CarrierEvent[]): Promise<ApplyOutcome> {
    return this.dispatcher.dispatch(new ReceiveCarrierEventsCommand(deliveryOf({ shipment, events })));
  }

  async applyMany(items: readonly Item[]): Promise<ApplyOutcome & { failed: Failure[] }> {
    const total = { applied: 0, duplicates: 0, failed: [] as Failure[] };
    for (const batch of chunks(items, BATCH_SIZE)) {
      const outcome = await this.dispatcher.dispatch(new ReceiveCarrierEventsBatchCommand(batch.map(deliveryOf)));
      total.applied += outcome.applied;
      total.duplicates += outcome.duplicates;
      total.failed.push(...outcome.failed.map(({ index, reason }) => ({ shipment: batch[index].shipment, reason })));
    }
    return total;
  }
}
