import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { Mailer } from '../../../platform/mail/mailer.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { TAKEN_EMAIL_NOTICES_QUEUE, type TakenEmailNoticeJob } from './taken-email-notice.queue.js';

/** Tells each existing account that a company sign-up used its address, and how to get in instead. */
@Injectable()
export class TakenEmailNoticeWorker extends JobWorker<TakenEmailNoticeJob> {
  constructor(
    private readonly db: DataSource,
    private readonly mailer: Mailer,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {
    super(TAKEN_EMAIL_NOTICES_QUEUE, redis, appConfig);
  }

  protected async process({ emails }: TakenEmailNoticeJob): Promise<void> {
    const users = await this.db.query('SELECT name, email FROM users WHERE lower(email) = ANY($1)', [emails]);
    for (const user of users) {
      await this.mailer.send({
        to: user.email,
        subject: 'Tentativa de cadastro com o seu e-mail no Despacho',
        text: [
          `Olá, ${user.name}!`,
          '',
          'Alguém tentou cadastrar uma empresa no Despacho com este e-mail, que já tem uma conta.',
          'Nenhum cadastro foi feito. Se foi você, entre com o seu e-mail ou defina uma nova senha em:',
          `${this.appConfig.publicUrl}/reset-password`,
          '',
          'Se não foi você, ignore este e-mail.',
        ].join('\n'),
      });
    }
  }

  protected describe({ emails }: TakenEmailNoticeJob): string {
    return `Aviso de cadastro com e-mail existente (${emails.length})`;
  }
}
