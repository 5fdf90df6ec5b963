import { defineJob } from '../../../platform/queue/define-job.js';

export interface LabelVoidJob {
  /** The order event whose labels to void. */
  eventId: string;
}

/**
 * Cancels voided labels' pre-postings. A carrier that is down is tried again for about an hour
 * (back-off from 5 s); after the last attempt the reason stays on the rows (still 'voiding').
 */
export const labelVoidJob = defineJob({
  queue: 'label-voids',
  name: 'void-labels',
  attempts: 10,
  backoff: { type: 'exponential', delay: 5000 },
  describe: ({ eventId }: LabelVoidJob) => `Cancelamento das etiquetas do evento ${eventId}`,
  keyedBy: ({ eventId }) => `void-${eventId}`,
});

/** Order events whose labels wait to be voided; the job id is the event's, so a redelivered event adds nothing. */
export class LabelVoidQueue extends labelVoidJob.Queue {}
