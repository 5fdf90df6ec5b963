import { randomBytes } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { TokenCipher } from '../../../integrations/index.js';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { DEFAULT_TEMPLATES, NOTICE_STEPS } from '../../domain/notice-steps.js';
import { RecipientNoticeSettings } from '../../domain/recipient-notice-settings.aggregate.js';
import type { WhatsAppAccount } from '../../events/recipient-notice-settings-events.js';
import { ChangeRecipientNoticeSettingsCommand } from './change-recipient-notice-settings.command.js';
import type { WhatsAppAccountPayload } from './change-recipient-notice-settings.payload.js';

/**
 * Saves the caller's company's notice settings. WhatsApp secrets are sealed before they enter the
 * event; a blank one keeps the saved one; WhatsApp as a channel needs a complete account.
 */
@CommandHandler(ChangeRecipientNoticeSettingsCommand)
export class ChangeRecipientNoticeSettingsHandler implements ICommandHandler<ChangeRecipientNoticeSettingsCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly cipher: TokenCipher,
  ) {}

  async execute({ payload, actor, context }: ChangeRecipientNoticeSettingsCommand): Promise<{ message: string }> {
    const { aggregate: settings } = await this.repository.load(new RecipientNoticeSettings(actor.companyId));
    const whatsapp = payload.whatsapp ? this.account(payload.whatsapp, settings.whatsapp) : settings.whatsapp;
    if (payload.channels.includes('whatsapp') && !whatsapp)
      throw new InvalidInput('Informe a conta do WhatsApp Business para avisar pelo WhatsApp.');
    settings.change({
      steps: NOTICE_STEPS.filter((step) => payload.steps.includes(step)),
      channels: [...new Set(payload.channels)],
      whatsapp,
      at: new Date().toISOString(),
    });
    await this.repository.save(settings, context);
    return { message: 'Avisos ao destinatário salvos.' };
  }

  private account(given: WhatsAppAccountPayload, saved: WhatsAppAccount | null): WhatsAppAccount {
    const token = given.access_token?.trim();
    const secret = given.app_secret?.trim();
    if (!token && !saved) throw new InvalidInput('Informe o token de acesso do WhatsApp.');
    if (!secret && !saved) throw new InvalidInput('Informe a chave secreta do aplicativo do WhatsApp.');
    const templates = { ...DEFAULT_TEMPLATES, ...saved?.templates };
    for (const step of NOTICE_STEPS) templates[step] = given.templates?.[step] ?? templates[step];
    return {
      phone_number_id: given.phone_number_id,
      access_token_ciphertext: token ? this.cipher.seal(token) : saved!.access_token_ciphertext,
      app_secret_ciphertext: secret ? this.cipher.seal(secret) : saved!.app_secret_ciphertext,
      verify_token: saved?.verify_token ?? randomBytes(18).toString('base64url'),
      templates,
      language: 'pt_BR',
    };
  }
}
