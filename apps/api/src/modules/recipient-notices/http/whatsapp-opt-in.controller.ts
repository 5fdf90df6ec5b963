import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../../../platform/auth/decorators.js';
import { CommandResultDto } from '../../../platform/commands/command-request.dto.js';
import { orderOfTrackingCode } from '../../orders/index.js';
import { TrackingThrottleGuard } from '../../tracking/index.js';
import { InvalidInput, NotFound } from '../../../platform/errors/domain-errors.js';
import { WHATSAPP_OPT_IN_TEXT } from '../domain/notice-steps.js';
import { WhatsAppOptInDto, WhatsAppOptInStateDto } from './recipient-notices.dto.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** A Brazilian mobile: DDD (11–99) and 9 + 8 digits. */
const MOBILE = /^[1-9][1-9]9\d{8}$/;

/**
 * The recipient's WhatsApp opt-in, given on the public tracking page of the order (CARRIERS.md §7.3:
 * the business keeps when, where, the text shown, and the opt-out). The tracking code (64 random bits)
 * is what proves the caller holds the order's link; throttled like every public tracking call.
 */
@ApiTags('tracking')
@Controller('tracking/:code/whatsapp-opt-in')
@Public()
@UseGuards(TrackingThrottleGuard)
export class WhatsAppOptInController {
  constructor(private readonly db: DataSource) {}

  @Get()
  @ApiOperation({ operationId: 'whatsAppOptIn', summary: 'Se a loja avisa pelo WhatsApp e se o destinatário aceitou' })
  @ApiOkResponse({ type: WhatsAppOptInStateDto })
  async state(@Param('code') code: string): Promise<WhatsAppOptInStateDto> {
    const order = await this.order(code);
    return { enabled: order.enabled, text: WHATSAPP_OPT_IN_TEXT, opted_in: order.opted_in };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ operationId: 'giveWhatsAppOptIn', summary: 'Aceitar (ou deixar de receber) avisos pelo WhatsApp' })
  @ApiOkResponse({ type: CommandResultDto })
  async give(@Param('code') code: string, @Body() body: WhatsAppOptInDto): Promise<{ message: string }> {
    const order = await this.order(code);
    if (!order.enabled) throw new InvalidInput('Esta loja não envia avisos pelo WhatsApp.');
    if (!body.accepted) {
      await runSql(
        this.db,
        sql`UPDATE recipient_opt_ins SET opted_out_at = now() WHERE company_id = ${order.company_id} AND order_id = ${order.id} AND opted_out_at IS NULL`,
      );
      return { message: 'Você não receberá mais avisos pelo WhatsApp.' };
    }
    const phone = body.phone.replace(/\D/g, '').replace(/^55(?=\d{11}$)/, '');
    if (!MOBILE.test(phone)) throw new InvalidInput('Informe um celular com DDD, como (11) 98765-4321.');
    await runSql(
      this.db,
      sql`INSERT INTO recipient_opt_ins (company_id, order_id, phone, channel, text_shown, opted_in_at)
       VALUES (${order.company_id}, ${order.id}, ${phone}, 'tracking_page', ${WHATSAPP_OPT_IN_TEXT}, now())
       ON CONFLICT (company_id, order_id) DO UPDATE
         SET phone = ${phone}, channel = 'tracking_page', text_shown = ${WHATSAPP_OPT_IN_TEXT}, opted_in_at = now(), opted_out_at = NULL`,
    );
    return { message: 'Pronto! Você receberá os avisos desta entrega pelo WhatsApp.' };
  }

  private async order(code: string) {
    const order = await orderOfTrackingCode(this.db, code.slice(0, 255));
    if (!order) throw new NotFound('Não foi encontrado nenhum pedido com o código informado');
    const [row]: { enabled: boolean; opted_in: boolean }[] = await runSql(
      this.db,
      sql`SELECT coalesce((SELECT 'whatsapp' = ANY(s.channels) FROM recipient_notice_settings s WHERE s.company_id = ${order.company_id}), false) AS enabled,
              EXISTS (SELECT 1 FROM recipient_opt_ins i WHERE i.company_id = ${order.company_id} AND i.order_id = ${order.id} AND i.opted_out_at IS NULL) AS opted_in`,
    );
    return { id: order.id, company_id: order.company_id, ...row };
  }
}
