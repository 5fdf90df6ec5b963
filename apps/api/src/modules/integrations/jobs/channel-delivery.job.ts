import { defineJob } from '../../../platform/queue/define-job.js';
import { ChannelDeliveries } from '../inbox/channel-deliveries.js';
import { ChannelOrderImporter } from '../inbox/channel-order-importer.js';

export interface ChannelDeliveryJob {
  deliveryId: string;
  /** Where a delivery still to be confirmed came from: a forged one counts against that address. */
  sourceIp?: string;
}

/**
 * Processes stored webhooks. At start it re-enqueues deliveries left waiting (stored and answered,
 * but the process stopped before its job ran): the inbox, not Redis, is the record of what arrived.
 */
const job = defineJob({
  queue: 'channel-deliveries',
  name: 'process-delivery',
  uses: { importer: ChannelOrderImporter, deliveries: ChannelDeliveries, queue: () => ChannelDeliveryQueue },
  describe: ({ deliveryId }: ChannelDeliveryJob) => `Notificação de canal ${deliveryId}`,
  process: ({ deliveryId, sourceIp }, { importer }) => importer.process(deliveryId, sourceIp ?? null),
  gaveUp: ({ deliveryId }, error, { deliveries }) => deliveries.settle(deliveryId, 'failed', error.message),
  atStart: (use) => {
    void sweep(use).catch((error: Error) => use.logger.error(`Reenfileiramento do inbox falhou: ${error.message}`));
  },
});

async function sweep({ deliveries, queue }: { deliveries: ChannelDeliveries; queue: ChannelDeliveryQueue }) {
  for (const id of await deliveries.waiting()) await queue.enqueue(id);
}

/**
 * Stored webhooks waiting to be processed. The job id is the delivery id plus its attempt number,
 * so an enqueue repeated by the boot sweep adds nothing, and a 'reprocessar' gets a fresh job.
 */
export class ChannelDeliveryQueue extends job.Queue {
  async enqueue(deliveryId: string, round = 0, sourceIp?: string): Promise<void> {
    await this.add({ deliveryId, sourceIp }, `${deliveryId}-${round}`);
  }
}

export class ChannelDeliveryWorker extends job.Worker {
  sweep(): Promise<void> {
    return sweep(this.use);
  }
}
