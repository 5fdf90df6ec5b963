import { defineJob } from '../../../platform/queue/define-job.js';

export interface RecipientNoticeJob {
  noticeId: string;
}

/**
 * Sends recipient notices; after the last try the notice is failed, with its error, on the order's
 * detail. A notice is news for hours, not days: 6 tries, 5 s doubling (5 s … 160 s, ~5 minutes).
 * Queued inside the relay's claim transaction, so run a second later: the row is then committed
 * (the first try no longer meets a missing row and waits the whole first back-off).
 */
export const recipientNoticeJob = defineJob({
  queue: 'recipient-notices',
  name: 'send-notice',
  attempts: 6,
  backoff: { type: 'exponential', delay: 5000 },
  delay: 1000,
  describe: ({ noticeId }: RecipientNoticeJob) => `Aviso ao destinatário ${noticeId}`,
  keyedBy: ({ noticeId }) => `notice-${noticeId}`,
});

/** One send per notice; the job id (the notice's) makes a repeated enqueue add nothing. */
export class RecipientNoticeQueue extends recipientNoticeJob.Queue {}
