import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Mailer } from '../../../platform/mail/mailer.js';
import { defineJob } from '../../../platform/queue/define-job.js';

export interface TakenEmailNoticeJob {
  /** Addresses of existing accounts a sign-up named (lower case). */
  emails: string[];
}

/** Tells each existing account that a company sign-up used its address, and how to get in instead. */
const job = defineJob({
  queue: 'taken-email-notices',
  name: 'notify-taken-email',
  uses: { db: DataSource, mailer: Mailer },
  describe: ({ emails }: TakenEmailNoticeJob) => `Aviso de cadastro com e-mail existente (${emails.length})`,
  process: async ({ emails }, { db, mailer, config }) => {
    const users = await db.query('SELECT name, email FROM users WHERE lower(email) = ANY($1)', [emails]);
    for (const user of users) {
      await mailer.send({
        to: user.email,
        subject: 'Tentativa de cadastro com o seu e-mail no Despacho',
        text: [
          `Olá, ${user.name}!`,
          '',
          'Alguém tentou cadastrar uma empresa no Despacho com este e-mail, que já tem uma conta.',
          'Nenhum cadastro foi feito. Se foi você, entre com o seu e-mail ou defina uma nova senha em:',
          `${config.publicUrl}/reset-password`,
          '',
          'Se não foi você, ignore este e-mail.',
        ].join('\n'),
      });
    }
  },
});

/** A sign-up that named existing accounts answers like any other; their owners are told by e-mail. */
export class TakenEmailNoticeQueue extends job.Queue {
  async enqueue(emails: string[]): Promise<void> {
    await this.add({ emails }, randomUUID());
  }
}

export class TakenEmailNoticeWorker extends job.Worker {}
