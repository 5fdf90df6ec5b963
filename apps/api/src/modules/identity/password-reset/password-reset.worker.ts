import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { ResetPasswordCommand } from '../commands/reset-password/reset-password.command.js';
import { PASSWORD_RESETS_QUEUE, type PasswordResetJob } from './password-reset.queue.js';

/** Records the reset link (an unknown address: nothing); the e-mail policy sends it. */
@Injectable()
export class PasswordResetWorker extends JobWorker<PasswordResetJob> {
  constructor(
    private readonly commands: CommandDispatcher,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(PASSWORD_RESETS_QUEUE, redis, config);
  }

  protected process({ email, correlationId }: PasswordResetJob): Promise<void> {
    return this.commands.dispatch(new ResetPasswordCommand(email, { companyId: null, userId: null, correlationId }));
  }

  protected describe({ correlationId }: PasswordResetJob): string {
    return `Redefinição de senha ${correlationId}`; // never the address in the log
  }
}
