import { defineJob } from '../../../platform/queue/define-job.js';

type ExceptionScanJob = Record<string, never>;

export const exceptionScanJob = defineJob({
  queue: 'exception-scans',
  name: 'exception-scan',
  describe: (_data: ExceptionScanJob) => 'Varredura de exceções',
});

/** The scan's queue: one repeatable job (a BullMQ job scheduler), however many workers start it. */
export class ExceptionScanQueue extends exceptionScanJob.Queue {
  /** Stale tracking counts business days and a breach is predicted in days: minutes apart is plenty (300 s by default). */
  async schedule(everySeconds: number): Promise<void> {
    await this.queue.upsertJobScheduler(
      'exception-scan',
      { every: everySeconds * 1000 },
      { name: 'exception-scan', data: {} },
    );
  }
}
