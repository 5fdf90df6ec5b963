import { defineJob } from '../../../platform/queue/define-job.js';

export interface ChannelDeliveryJob {
  deliveryId: string;
  /** Where a delivery still to be confirmed came from: a forged one counts against that address. */
  sourceIp?: string;
}

/**
 * Processes stored webhooks. At start it re-enqueues deliveries left waiting (stored and answered,
 * but the process stopped before its job ran): the inbox, not Redis, is the record of what arrived.
 */
export const channelDeliveryJob = defineJob({
  queue: 'channel-deliveries',
  name: 'process-delivery',
  describe: ({ deliveryId }: ChannelDeliveryJob) => `Notificação de canal ${deliveryId}`,
});

/**
 * Stored webhooks waiting to be processed. The job id is the delivery id plus its attempt number,
 * so an enqueue repeated by the boot sweep adds nothing, and a 'reprocessar' gets a fresh job.
 */
export class ChannelDeliveryQueue extends channelDeliveryJob.Queue {
  async enqueue(deliveryId: string, round = 0, sourceIp?: string): Promise<void> {
    await this.add({ deliveryId, sourceIp }, `${deliveryId}-${round}`);
  }
}
