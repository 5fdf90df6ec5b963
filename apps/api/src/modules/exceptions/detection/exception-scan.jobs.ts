import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { ExceptionScan } from './exception-scan.js';

export const EXCEPTION_SCAN_QUEUE = 'exception-scans';
type ExceptionScanJob = Record<string, never>;

/** The scan's queue: one repeatable job (a BullMQ job scheduler), however many workers start it. */
@Injectable()
export class ExceptionScanQueue extends JobQueue<ExceptionScanJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(EXCEPTION_SCAN_QUEUE, redis, config);
  }

  /** Stale tracking counts business days and a breach is predicted in days: minutes apart is plenty (300 s by default). */
  async schedule(everySeconds: number): Promise<void> {
    await this.queue.upsertJobScheduler(
      'exception-scan',
      { every: everySeconds * 1000 },
      { name: 'exception-scan', data: {} },
    );
  }
}

@Injectable()
export class ExceptionScanWorker extends JobWorker<ExceptionScanJob> implements OnApplicationBootstrap {
  constructor(
    private readonly scan: ExceptionScan,
    private readonly queue: ExceptionScanQueue,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {
    super(EXCEPTION_SCAN_QUEUE, redis, appConfig);
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    const everySeconds = this.appConfig.exceptionScanEverySeconds;
    if (!this.appConfig.runWorkers || everySeconds <= 0) return;
    this.queue
      .schedule(everySeconds)
      .catch((error: Error) => this.logger.error(`Varredura de exceções não agendada: ${error.message}`));
  }

  protected async process(): Promise<void> {
    const opened = await this.scan.run();
    if (opened) this.logger.log(`Varredura de exceções: ${opened} abertas.`);
  }

  protected describe(): string {
    return 'Varredura de exceções';
  }
}
