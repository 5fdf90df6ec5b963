import { WebhookDeliveries } from '../policies/outgoing/webhook-deliveries.js';
import { WebhookSender } from '../policies/outgoing/webhook-sender.js';
import { webhookDeliveryJob } from './webhook-delivery.job.js';

export class WebhookDeliveryWorker extends webhookDeliveryJob.worker({
  uses: { sender: WebhookSender, deliveries: WebhookDeliveries },
  process: ({ deliveryId }, { sender }) => sender.send(deliveryId),
  gaveUp: ({ deliveryId }, _error, { deliveries }) => deliveries.settle(deliveryId, 'failed'),
}) {}
