import { randomUUID } from 'node:crypto';
import { defineJob } from '../../../platform/queue/define-job.js';

export interface PasswordResetJob {
  email: string;
  /** The request's correlation id, for the log and the stored events. */
  correlationId: string;
}

/** Records the reset link (an unknown address: nothing); the e-mail policy sends it. */
export const passwordResetJob = defineJob({
  queue: 'password-resets',
  name: 'reset-password',
  describe: ({ correlationId }: PasswordResetJob) => `Redefinição de senha ${correlationId}`, // never the address in the log
  keyedBy: () => randomUUID(), // one job per request, whatever ids the client sends
});

/**
 * Reset requests wait here: the request answers after the same work whether or not the address has
 * an account (the look-up, the save and the e-mail happen in the job), so its timing tells nothing.
 */
export class PasswordResetQueue extends passwordResetJob.Queue {}
