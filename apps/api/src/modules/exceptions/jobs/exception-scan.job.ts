import { type Class, defineJob } from '../../../platform/queue/define-job.js';
import { ExceptionScan } from '../detection/exception-scan.js';

type ExceptionScanJob = Record<string, never>;

/** What the worker calls on its queue, declared below (it extends the job). */
interface ScanQueue {
  schedule(everySeconds: number): Promise<void>;
}

const job = defineJob({
  queue: 'exception-scans',
  name: 'exception-scan',
  uses: { scan: ExceptionScan, queue: (): Class<ScanQueue> => ExceptionScanQueue },
  describe: (_data: ExceptionScanJob) => 'Varredura de exceções',
  process: async (_data, { scan, logger }) => {
    const opened = await scan.run();
    if (opened) logger.log(`Varredura de exceções: ${opened} abertas.`);
  },
  atStart: ({ config, queue, logger }) => {
    const everySeconds = config.exceptionScanEverySeconds;
    if (everySeconds <= 0) return;
    queue
      .schedule(everySeconds)
      .catch((error: Error) => logger.error(`Varredura de exceções não agendada: ${error.message}`));
  },
});

/** The scan's queue: one repeatable job (a BullMQ job scheduler), however many workers start it. */
export class ExceptionScanQueue extends job.Queue implements ScanQueue {
  /** Stale tracking counts business days and a breach is predicted in days: minutes apart is plenty (300 s by default). */
  async schedule(everySeconds: number): Promise<void> {
    await this.queue.upsertJobScheduler(
      'exception-scan',
      { every: everySeconds * 1000 },
      { name: 'exception-scan', data: {} },
    );
  }
}

export class ExceptionScanWorker extends job.Worker {}
