import { Controller, Get, Inject, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { NotFound } from '../../../platform/errors/domain-errors.js';
import { orderSummaries } from '../../orders/index.js';
import type { WhatsAppAccount } from '../events/recipient-notice-settings-events.js';
import { RecipientNotices } from '../policies/notices/recipient-notices.js';
import { RecipientNoticeListDto, RecipientNoticeSettingsDto } from './recipient-notices.dto.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const orderId = new ParseUUIDPipe({ exceptionFactory: () => new NotFound('Pedido não encontrado.') });

/** The settings screen's read (admins) and the notices an order's detail shows. */
@ApiTags('recipient-notices')
@Controller()
export class RecipientNoticesController {
  constructor(
    private readonly db: DataSource,
    private readonly notices: RecipientNotices,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('recipient-notices/settings')
  @Requires({ area: 'settings', admin: true })
  @ApiOperation({ operationId: 'recipientNoticeSettings', summary: 'Etapas, canais e conta do WhatsApp dos avisos' })
  @ApiOkResponse({ type: RecipientNoticeSettingsDto })
  async settings(@CurrentActor() actor: Actor): Promise<RecipientNoticeSettingsDto> {
    const [row]: { steps: string[]; channels: string[]; whatsapp: WhatsAppAccount | null }[] = await runSql(
      this.db,
      sql`SELECT steps, channels, whatsapp FROM recipient_notice_settings WHERE company_id = ${actor.companyId}`,
    );
    const whatsapp = row?.whatsapp;
    return {
      steps: row?.steps ?? [],
      channels: row?.channels ?? [],
      whatsapp: whatsapp
        ? {
            phone_number_id: whatsapp.phone_number_id,
            templates: whatsapp.templates,
            access_token_set: Boolean(whatsapp.access_token_ciphertext),
            app_secret_set: Boolean(whatsapp.app_secret_ciphertext),
            verify_token: whatsapp.verify_token,
            webhook_url: `${this.config.publicUrl}/api/webhooks/whatsapp/${actor.companyId}`,
          }
        : null,
    };
  }

  @Get('orders/:id/recipient-notices')
  @Requires({ area: 'orders' })
  @ApiOperation({ operationId: 'orderRecipientNotices', summary: 'Avisos ao destinatário de um pedido' })
  @ApiOkResponse({ type: RecipientNoticeListDto })
  async ofOrder(@Param('id', orderId) id: string, @CurrentActor() actor: Actor): Promise<RecipientNoticeListDto> {
    const [order] = await orderSummaries(this.db, actor.companyId, [id]);
    if (!order) throw new NotFound('Pedido não encontrado.');
    return { data: await this.notices.ofOrder(actor.companyId, id) };
  }
}
