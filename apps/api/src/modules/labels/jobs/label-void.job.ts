import { DataSource } from 'typeorm';
import { defineJob } from '../../../platform/queue/define-job.js';
import { LabelVoider } from '../voiding/label-voider.js';

export interface LabelVoidJob {
  /** The order event whose labels to void. */
  eventId: string;
}

/**
 * Cancels voided labels' pre-postings. A carrier that is down is tried again for about an hour
 * (back-off from 5 s); after the last attempt the reason stays on the rows (still 'voiding').
 */
const job = defineJob({
  queue: 'label-voids',
  name: 'void-labels',
  attempts: 10,
  backoff: { type: 'exponential', delay: 5000 },
  uses: { voider: LabelVoider, db: DataSource },
  describe: ({ eventId }: LabelVoidJob) => `Cancelamento das etiquetas do evento ${eventId}`,
  process: async ({ eventId }, { voider }) => {
    await voider.voidFor(eventId);
  },
  gaveUp: async ({ eventId }, error, { db }) => {
    await db.query(
      `UPDATE labels SET error = $2, updated_at = now()
        WHERE state = 'voiding' AND order_id = (SELECT substr(stream_id, 7)::uuid FROM events WHERE id = $1)`,
      [eventId, `Não foi possível cancelar a pré-postagem na transportadora: ${error.message}`],
    );
  },
});

/** Order events whose labels wait to be voided; the job id is the event's, so a redelivered event adds nothing. */
export class LabelVoidQueue extends job.Queue {
  async enqueue(eventId: string): Promise<void> {
    await this.add({ eventId }, `void-${eventId}`);
  }
}

export class LabelVoidWorker extends job.Worker {}
