import { ExceptionScan } from './detection/exception-scan.js';
import { exceptionScanJob, ExceptionScanQueue } from './exception-scan.job.js';

export class ExceptionScanWorker extends exceptionScanJob.worker({
  uses: { scan: ExceptionScan, queue: ExceptionScanQueue },
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
}) {}
