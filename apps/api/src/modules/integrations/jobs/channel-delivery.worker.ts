import { ChannelDeliveries } from '../adapters/inbox/channel-deliveries.js';
import { ChannelOrderImporter } from '../adapters/inbox/channel-order-importer.js';
import { channelDeliveryJob, ChannelDeliveryQueue } from './channel-delivery.job.js';

async function sweep({ deliveries, queue }: { deliveries: ChannelDeliveries; queue: ChannelDeliveryQueue }) {
  for (const id of await deliveries.waiting()) await queue.enqueue(id);
}

export class ChannelDeliveryWorker extends channelDeliveryJob.worker({
  uses: { importer: ChannelOrderImporter, deliveries: ChannelDeliveries, queue: ChannelDeliveryQueue },
  process: ({ deliveryId, sourceIp }, { importer }) => importer.process(deliveryId, sourceIp ?? null),
  gaveUp: ({ deliveryId }, error, { deliveries }) => deliveries.settle(deliveryId, 'failed', error.message),
  atStart: (use) => {
    void sweep(use).catch((error: Error) => use.logger.error(`Reenfileiramento do inbox falhou: ${error.message}`));
  },
}) {
  sweep(): Promise<void> {
    return sweep(this.use);
  }
}
