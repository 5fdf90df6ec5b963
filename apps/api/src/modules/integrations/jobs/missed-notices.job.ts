import { DataSource } from 'typeorm';
import { type Class, defineJob } from '../../../platform/queue/define-job.js';
import { MissedNotices } from '../inbox/missed-notices.js';

export interface MissedNoticesJob {
  integrationId: string;
}

/** What the worker calls on its queue, declared below (it extends the job). */
interface RecoveryQueue {
  enqueue(integrationId: string, round: string): Promise<void>;
}

/** A recovery per integration: at connect, and every MISSED_NOTICES_EVERY_MINUTES. */
const job = defineJob({
  queue: 'channel-missed-notices',
  name: 'recover-missed-notices',
  uses: { missed: MissedNotices, db: DataSource, queue: (): Class<RecoveryQueue> => MissedNoticesQueue },
  describe: ({ integrationId }: MissedNoticesJob) => `Recuperação de notificações perdidas ${integrationId}`,
  process: async ({ integrationId }, { missed, logger }) => {
    const outcome = await missed.recover(integrationId);
    if (outcome.recovered) logger.log(`Notificações perdidas recuperadas (${integrationId}): ${outcome.recovered}.`);
  },
  atStart: ({ config, missed, db, queue, logger }) => {
    const periodMs = config.missedNoticesEveryMinutes * 60_000;
    if (periodMs <= 0) return;
    const enqueueAll = async (round: string) => {
      for (const id of await missed.recoverable(db)) await queue.enqueue(id, round);
    };
    const timer = setInterval(() => {
      void enqueueAll(String(Math.floor(Date.now() / periodMs))).catch((error: Error) =>
        logger.error(`Recuperação de notificações perdidas não agendada: ${error.message}`),
      );
    }, periodMs);
    timer.unref();
    return () => clearInterval(timer);
  },
});

export class MissedNoticesQueue extends job.Queue implements RecoveryQueue {
  /** `round` names the run: the same round enqueued by several processes is one job. */
  async enqueue(integrationId: string, round: string): Promise<void> {
    await this.add({ integrationId }, `${integrationId}-${round}`);
  }
}

export class MissedNoticesWorker extends job.Worker {}
