import { defineJob } from '../../../platform/queue/define-job.js';

export interface WebhookDeliveryJob {
  deliveryId: string;
}

/**
 * Posts integrators' webhooks. Their servers are down for minutes, not seconds: 8 tries, 2 s
 * doubling (2 s … ~4 min, ~8 min in all) before the delivery is marked failed and waits for 'Reenviar'.
 */
export const webhookDeliveryJob = defineJob({
  queue: 'webhook-deliveries',
  name: 'post-webhook',
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  describe: ({ deliveryId }: WebhookDeliveryJob) => `Webhook de integrador ${deliveryId}`,
});

/** Posts of one event to one URL; the job id (delivery and round) makes a repeated enqueue add nothing. */
export class WebhookDeliveryQueue extends webhookDeliveryJob.Queue {
  async enqueue(deliveryId: string, round: number): Promise<void> {
    await this.add({ deliveryId }, `${deliveryId}-${round}`);
  }
}
