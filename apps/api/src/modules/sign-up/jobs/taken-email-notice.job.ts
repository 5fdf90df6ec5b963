import { randomUUID } from 'node:crypto';
import { defineJob } from '../../../platform/queue/define-job.js';

export interface TakenEmailNoticeJob {
  /** Addresses of existing accounts a sign-up named (lower case). */
  emails: string[];
}

/** Tells each existing account that a company sign-up used its address, and how to get in instead. */
export const takenEmailNoticeJob = defineJob({
  queue: 'taken-email-notices',
  name: 'notify-taken-email',
  describe: ({ emails }: TakenEmailNoticeJob) => `Aviso de cadastro com e-mail existente (${emails.length})`,
  keyedBy: () => randomUUID(),
});

/** A sign-up that named existing accounts answers like any other; their owners are told by e-mail. */
export class TakenEmailNoticeQueue extends takenEmailNoticeJob.Queue {}
