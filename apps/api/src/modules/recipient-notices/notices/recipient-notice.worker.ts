import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { NoticeSender } from './notice-sender.js';
import { RECIPIENT_NOTICES_QUEUE, type RecipientNoticeJob } from './recipient-notice.queue.js';
import { RecipientNotices } from './recipient-notices.js';

/** Sends recipient notices; after the last try the notice is failed, with its error, on the order's detail. */
@Injectable()
export class RecipientNoticeWorker extends JobWorker<RecipientNoticeJob> {
  constructor(
    private readonly sender: NoticeSender,
    private readonly notices: RecipientNotices,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) appConfig: AppConfig,
  ) {
    super(RECIPIENT_NOTICES_QUEUE, redis, appConfig);
  }

  protected process({ noticeId }: RecipientNoticeJob): Promise<void> {
    return this.sender.send(noticeId);
  }

  protected describe({ noticeId }: RecipientNoticeJob): string {
    return `Aviso ao destinatário ${noticeId}`;
  }

  protected override gaveUp({ noticeId }: RecipientNoticeJob, error: Error): Promise<void> {
    return this.notices.gaveUp(noticeId, error.message);
  }
}
