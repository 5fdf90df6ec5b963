import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { Policy } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { Mailer } from '../../../platform/mail/mailer.js';
import { resetTokenFor } from '../domain/reset-token.js';
import { IdentityEvents, type PasswordResetRequested } from '../events/identity-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** E-mails the link to /new-password/{token}; sent after the request answered, so timing tells nothing. */
@Injectable()
export class SendResetLinkWhenRequested implements Policy {
  readonly name = 'send-password-reset-email';

  constructor(
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  handles(type: string): boolean {
    return type === IdentityEvents.PasswordResetRequested;
  }

  async run(event: StoredEvent<PasswordResetRequested>, db: EntityManager): Promise<void> {
    if (event.data.purpose === 'sign-up') return; // the sign-up e-mail carries this link
    const [user] = await runSql(
      db,
      sql`SELECT name, email FROM users WHERE id = ${event.stream_id.slice('user-'.length)}`,
    );
    if (!user) return; // removed since
    const link = `${this.config.publicUrl}/new-password/${resetTokenFor(this.config.jwtSecret, event.data.request_id)}`;
    await this.mailer.send({
      to: user.email,
      subject: 'Redefinição de senha do Despacho',
      text: [
        `Olá, ${user.name}!`,
        '',
        'Recebemos um pedido para redefinir a sua senha no Despacho. Defina uma nova senha pelo link abaixo',
        `(válido por ${this.config.passwordResetTtlMinutes} minutos e uma única vez):`,
        link,
        '',
        'Se você não pediu a redefinição, ignore este e-mail: a sua senha continua a mesma.',
      ].join('\n'),
    });
  }
}
