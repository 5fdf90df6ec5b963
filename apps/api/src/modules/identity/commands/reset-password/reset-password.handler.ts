import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { hashResetToken, resetTokenFor } from '../../domain/reset-token.js';
import { User } from '../../domain/user.aggregate.js';
import { ResetPasswordCommand } from './reset-password.command.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** Records a new reset link (voiding any earlier one); the e-mail goes out from a policy. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, context }: ResetPasswordCommand): Promise<void> {
    const [row] = await runSql(this.db, sql`SELECT id FROM users WHERE lower(email) = ${email.trim().toLowerCase()}`);
    if (!row) return;
    const { aggregate: user } = await this.repository.load(new User(row.id));
    const requestId = randomUUID();
    const expiresAt = new Date(Date.now() + this.config.passwordResetTtlMinutes * 60_000);
    user.requestPasswordReset(requestId, hashResetToken(resetTokenFor(this.config.jwtSecret, requestId)), expiresAt);
    await this.repository.save(user, { ...context, userId: user.id });
  }
}
