import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { trackingCodeOf } from '@despacho/domain';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { Mailer } from '../../../../platform/mail/mailer.js';
import { TokenCipher } from '../../../integrations/index.js';
import { companyProfile } from '../../../identity/index.js';
import { orderSummaries, RatingLinks } from '../../../orders/index.js';
import { brandingOf, type StoredBranding } from '../../../tracking/index.js';
import type { NoticeContent } from '../../domain/notice-content.js';
import { templateParameters } from '../../domain/notice-content.js';
import { noticeEmail } from '../../adapters/email/notice-email.js';
import type { WhatsAppAccount } from '../../events/recipient-notice-settings-events.js';
import { WhatsAppError, WhatsAppPort } from '../../adapters/whatsapp/whatsapp-port.js';
import { type NoticeRow, RecipientNotices } from './recipient-notices.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** A try that failed and will be tried again by the job. */
export class NoticeNotSent extends Error {}

interface Context {
  company: string;
  branding: StoredBranding | null;
  recipient_name: string;
  reference: string;
  whatsapp: WhatsAppAccount | null;
}

/**
 * Sends one notice and records the try. A failure that passes with time is thrown (BullMQ tries again
 * with back-off); one that needs someone (a refused template, a number not on WhatsApp, an expired
 * token) fails the notice at once, with the reason on the order's detail.
 */
@Injectable()
export class NoticeSender {
  constructor(
    private readonly notices: RecipientNotices,
    private readonly db: DataSource,
    private readonly mailer: Mailer,
    private readonly whatsapp: WhatsAppPort,
    private readonly cipher: TokenCipher,
    private readonly ratings: RatingLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(noticeId: string): Promise<void> {
    const notice = await this.notices.byId(noticeId);
    // Not committed yet (the relay's transaction): the job's retry finds it.
    if (!notice) throw new NoticeNotSent(`Aviso ${noticeId} ainda não gravado.`);
    if (notice.state !== 'pending') return;
    const context = await this.contextOf(notice);
    if (!context) return this.notices.attempted(noticeId, 'failed', 'Pedido não encontrado.');
    const content = this.contentOf(notice, context);
    if (notice.channel === 'email') return this.email(notice, content, context);
    return this.whatsappSend(notice, content, context.whatsapp);
  }

  /** The order's recipient and reference, the company's name and branding, and its WhatsApp account; null without the order. */
  private async contextOf(notice: NoticeRow): Promise<Context | null> {
    const [[order], company, [settings]] = await Promise.all([
      orderSummaries(this.db, notice.company_id, [notice.order_id]),
      companyProfile(this.db, notice.company_id),
      runSql(this.db, sql`SELECT whatsapp FROM recipient_notice_settings WHERE company_id = ${notice.company_id}`),
    ]);
    if (!order || !company) return null;
    return {
      company: company.name,
      branding: company.tracking_branding as StoredBranding | null,
      recipient_name: order.recipient_name,
      reference: order.reference,
      whatsapp: settings?.whatsapp ?? null,
    };
  }

  private contentOf(notice: NoticeRow, context: Context): NoticeContent {
    const code = trackingCodeOf(notice.order_id);
    return {
      company: context.company,
      recipientName: context.recipient_name,
      reference: context.reference,
      trackingUrl: `${this.config.publicUrl}/tracking/${code}`,
      ratingUrl: `${this.config.publicUrl}${this.ratings.path(code, notice.order_id)}`,
      newDate: notice.detail.new_date,
      reason: notice.detail.reason,
    };
  }

  private async email(notice: NoticeRow, content: NoticeContent, context: Context): Promise<void> {
    const look = brandingOf(notice.company_id, context.company, context.branding);
    const mail = noticeEmail(notice.step, content, {
      logoUrl: look.logo_url ? `${this.config.publicUrl}${look.logo_url}` : null,
      primaryColor: look.primary_color,
      secondaryColor: look.secondary_color,
    });
    try {
      await this.mailer.send({ to: notice.recipient!, ...mail });
    } catch (error) {
      await this.notices.attempted(notice.id, 'pending', (error as Error).message);
      throw new NoticeNotSent((error as Error).message);
    }
    await this.notices.attempted(notice.id, 'sent', null);
  }

  private async whatsappSend(notice: NoticeRow, content: NoticeContent, account: WhatsAppAccount | null) {
    if (!account) return this.notices.attempted(notice.id, 'failed', 'A conta do WhatsApp Business foi removida.');
    try {
      const { wamid } = await this.whatsapp.sendTemplate(
        { phoneNumberId: account.phone_number_id, accessToken: this.cipher.open(account.access_token_ciphertext) },
        {
          to: notice.recipient!,
          name: account.templates[notice.step],
          language: account.language,
          parameters: templateParameters(notice.step, content),
        },
      );
      await this.notices.attempted(notice.id, 'accepted', null, wamid);
      // Statuses that raced ahead of this answer (the webhook can beat it) are folded now.
      const early: { status: string; error: string | null }[] = await runSql(
        this.db,
        sql`SELECT status, CASE WHEN errors->0 IS NOT NULL
                THEN 'WhatsApp ' || coalesce(errors->0->>'code', '') || ': ' || coalesce(errors->0->>'title', 'falha na entrega') END AS error
           FROM whatsapp_statuses WHERE wamid = ${wamid} AND company_id = ${notice.company_id}`,
      );
      for (const status of early) await this.notices.advance(notice.company_id, wamid, status.status, status.error);
    } catch (error) {
      if (!(error instanceof WhatsAppError)) throw error;
      await this.notices.attempted(notice.id, error.retryable ? 'pending' : 'failed', error.message);
      if (error.retryable) throw new NoticeNotSent(error.message);
    }
  }
}
