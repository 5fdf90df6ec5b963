import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { Policy } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { Mailer } from '../../../platform/mail/mailer.js';
import { IdentityEvents, type UserInvited } from '../events/identity-events.js';
import { SessionTokens } from '../http/session-tokens.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** E-mails the invited user a confirmation link (the admin who invited them set the password). */
@Injectable()
export class SendInvitationWhenUserInvited implements Policy {
  readonly name = 'send-invitation-email';

  constructor(
    private readonly mailer: Mailer,
    private readonly tokens: SessionTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  handles(type: string): boolean {
    return type === IdentityEvents.UserInvited;
  }

  async run(event: StoredEvent<UserInvited>, db: EntityManager): Promise<void> {
    const { user_id, email, name, company_id, invited_by_name, signed_up } = event.data;
    if (signed_up) return; // the sign-up e-mail (confirmation and first password) goes instead
    const [company] = await runSql(db, sql`SELECT name FROM companies WHERE id = ${company_id}`);
    const link = `${this.config.publicUrl}/confirm/${await this.tokens.confirmationToken(user_id)}`;
    await this.mailer.send({
      to: email,
      subject: 'Você foi convidado para o Despacho',
      text: [
        `Olá, ${name}!`,
        '',
        `${invited_by_name ?? 'A equipe'} convidou você para a conta ${company?.name ?? ''} no Despacho.`,
        `Confirme seu e-mail pelo link abaixo (válido por 7 dias) e entre com a senha combinada:`,
        link,
      ].join('\n'),
    });
  }
}
