import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { LABEL_VOIDS_QUEUE, type LabelVoidJob } from './label-void.queue.js';
import { LabelVoider } from './label-voider.js';

/** Cancels voided labels' pre-postings; after the last attempt the reason stays on the rows (still 'voiding'). */
@Injectable()
export class LabelVoidWorker extends JobWorker<LabelVoidJob> {
  constructor(
    private readonly voider: LabelVoider,
    private readonly db: DataSource,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(LABEL_VOIDS_QUEUE, redis, config);
  }

  protected async process({ eventId }: LabelVoidJob): Promise<void> {
    await this.voider.voidFor(eventId);
  }

  protected describe({ eventId }: LabelVoidJob): string {
    return `Cancelamento das etiquetas do evento ${eventId}`;
  }

  protected override async gaveUp({ eventId }: LabelVoidJob, error: Error): Promise<void> {
    await this.db.query(
      `UPDATE labels SET error = $2, updated_at = now()
        WHERE state = 'voiding' AND order_id = (SELECT substr(stream_id, 7)::uuid FROM events WHERE id = $1)`,
      [eventId, `Não foi possível cancelar a pré-postagem na transportadora: ${error.message}`],
    );
  }
}
