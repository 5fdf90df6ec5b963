import { defineJob } from '../../../platform/queue/define-job.js';

export interface MissedNoticesJob {
  integrationId: string;
}

/** A recovery per integration: at connect, and every MISSED_NOTICES_EVERY_MINUTES. */
export const missedNoticesJob = defineJob({
  queue: 'channel-missed-notices',
  name: 'recover-missed-notices',
  describe: ({ integrationId }: MissedNoticesJob) => `Recuperação de notificações perdidas ${integrationId}`,
});

export class MissedNoticesQueue extends missedNoticesJob.Queue {
  /** `round` names the run: the same round enqueued by several processes is one job. */
  async enqueue(integrationId: string, round: string): Promise<void> {
    await this.add({ integrationId }, `${integrationId}-${round}`);
  }
}
