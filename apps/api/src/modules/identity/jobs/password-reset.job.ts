import { randomUUID } from 'node:crypto';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import { defineJob } from '../../../platform/queue/define-job.js';
import { ResetPasswordCommand } from '../commands/reset-password/reset-password.command.js';

export interface PasswordResetJob {
  email: string;
  /** The request's correlation id, for the log and the stored events. */
  correlationId: string;
}

/** Records the reset link (an unknown address: nothing); the e-mail policy sends it. */
const job = defineJob({
  queue: 'password-resets',
  name: 'reset-password',
  uses: { commands: CommandDispatcher },
  describe: ({ correlationId }: PasswordResetJob) => `Redefinição de senha ${correlationId}`, // never the address in the log
  process: ({ email, correlationId }, { commands }) =>
    commands.dispatch(new ResetPasswordCommand(email, { companyId: null, userId: null, correlationId })),
});

/**
 * Reset requests wait here: the request answers after the same work whether or not the address has
 * an account (the look-up, the save and the e-mail happen in the job), so its timing tells nothing.
 */
export class PasswordResetQueue extends job.Queue {
  async enqueue(data: PasswordResetJob): Promise<void> {
    await this.add(data, randomUUID()); // one job per request, whatever ids the client sends
  }
}

export class PasswordResetWorker extends job.Worker {}
