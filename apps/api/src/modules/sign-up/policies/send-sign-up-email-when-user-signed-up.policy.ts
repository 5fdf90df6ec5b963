import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { Policy } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { Mailer } from '../../../platform/mail/mailer.js';
import { companyProfile, resetTokenFor, userContacts } from '../../identity/index.js';
import { IdentityEvents, type PasswordResetRequested } from '../../identity/index.js';
import { SessionTokens } from '../../identity/index.js';

/**
 * Each user of a new sign-up gets one e-mail with both existing flows' links: /confirm/{token} (the
 * invitation's confirmation) and /new-password/{token} (the reset flow, as the first password).
 */
@Injectable()
export class SendSignUpEmailWhenUserSignedUp implements Policy {
  readonly name = 'send-sign-up-email';

  constructor(
    private readonly mailer: Mailer,
    private readonly tokens: SessionTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  handles(type: string): boolean {
    return type === IdentityEvents.PasswordResetRequested;
  }

  async run(event: StoredEvent<PasswordResetRequested>, db: EntityManager): Promise<void> {
    if (event.data.purpose !== 'sign-up') return;
    const userId = event.stream_id.slice('user-'.length);
    const companyId = event.metadata.company_id; // the sign-up saves its users as the new company
    const [user] = companyId ? await userContacts(db, companyId, [userId]) : [];
    const company = user ? await companyProfile(db, user.company_id) : null;
    if (!company) return; // removed since
    const confirm = `${this.config.publicUrl}/confirm/${await this.tokens.confirmationToken(userId)}`;
    const password = `${this.config.publicUrl}/new-password/${resetTokenFor(this.config.jwtSecret, event.data.request_id)}`;
    await this.mailer.send({
      to: user.email,
      subject: 'Bem-vindo ao Despacho: confirme seu e-mail',
      text: [
        `Olá, ${user.name}!`,
        '',
        `A empresa ${company.name} foi cadastrada no Despacho com este e-mail.`,
        '1. Confirme seu e-mail (link válido por 7 dias):',
        confirm,
        '',
        '2. Defina sua senha (link válido por 7 dias e uma única vez):',
        password,
        '',
        'Você receberá nosso contato para tratarmos das integrações.',
      ].join('\n'),
    });
  }
}
