import { DataSource } from 'typeorm';
import { Mailer } from '../../../platform/mail/mailer.js';
import { takenEmailNoticeJob } from './taken-email-notice.job.js';
import { accountsWithEmails } from '../../identity/index.js';

export class TakenEmailNoticeWorker extends takenEmailNoticeJob.worker({
  uses: { db: DataSource, mailer: Mailer },
  process: async ({ emails }, { db, mailer, config }) => {
    const users = await accountsWithEmails(db, emails);
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
}) {}
