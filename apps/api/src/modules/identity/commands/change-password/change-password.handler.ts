import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../../../platform/auth/passwords.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { hashResetToken } from '../../domain/reset-token.js';
import { INVALID_RESET_LINK, User } from '../../domain/user.aggregate.js';
import { ChangePasswordCommand } from './change-password.command.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** Sets the password through a pending reset link; the user aggregate decides whether the link still holds. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
  ) {}

  async execute({ payload, context }: ChangePasswordCommand): Promise<void> {
    if (payload.password !== payload.confirm_password) throw new InvalidInput('A confirmação não confere com a senha.');
    const tokenHash = hashResetToken(payload.reset_password_token);
    const [row] = await runSql(this.db, sql`SELECT id FROM users WHERE password_reset_token_hash = ${tokenHash}`);
    if (!row) throw new InvalidInput(INVALID_RESET_LINK);
    const { aggregate: user } = await this.repository.load(new User(row.id));
    user.changePassword(tokenHash, await hashPassword(payload.password), new Date());
    await this.repository.save(user, { ...context, userId: user.id });
  }
}
