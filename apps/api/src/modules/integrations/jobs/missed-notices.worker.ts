import { DataSource } from 'typeorm';
import { MissedNotices } from '../adapters/inbox/missed-notices.js';
import { missedNoticesJob, MissedNoticesQueue } from './missed-notices.job.js';

export class MissedNoticesWorker extends missedNoticesJob.worker({
  uses: { missed: MissedNotices, db: DataSource, queue: MissedNoticesQueue },
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
}) {}
