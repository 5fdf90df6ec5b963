import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import { ResetPasswordCommand } from '../commands/reset-password/reset-password.command.js';
import { passwordResetJob } from './password-reset.job.js';

export class PasswordResetWorker extends passwordResetJob.worker({
  uses: { commands: CommandDispatcher },
  process: ({ email, correlationId }, { commands }) =>
    commands.dispatch(new ResetPasswordCommand(email, { companyId: null, userId: null, correlationId })),
}) {}
