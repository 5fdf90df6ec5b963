import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { LABEL_RUNS_QUEUE, type LabelRunJob } from './label-run.queue.js';
import { LabelRunner } from './label-runner.js';
import { LabelRuns } from './label-runs.js';

/** Runs label runs; after the last attempt the run is marked failed so the screen stops waiting. */
@Injectable()
export class LabelRunWorker extends JobWorker<LabelRunJob> {
  constructor(
    private readonly runner: LabelRunner,
    private readonly runs: LabelRuns,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(LABEL_RUNS_QUEUE, redis, config);
  }

  protected async process({ runId }: LabelRunJob): Promise<void> {
    await this.runner.run(runId);
  }

  protected describe({ runId }: LabelRunJob): string {
    return `Geração de etiquetas ${runId}`;
  }

  protected override gaveUp({ runId }: LabelRunJob): Promise<void> {
    return this.runs.fail(runId, 'Erro inesperado ao gerar as etiquetas; as etiquetas já geradas foram mantidas.');
  }
}
