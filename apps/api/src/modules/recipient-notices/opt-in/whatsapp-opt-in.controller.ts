import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../../../platform/auth/decorators.js';
import { CommandResultDto } from '../../../platform/commands/command-request.dto.js';
import { BadRequestError, NotFoundError } from '../../../platform/http/app-errors.js';
import { TrackingThrottleGuard } from '../../tracking/index.js';
import { WHATSAPP_OPT_IN_TEXT } from '../domain/notice-steps.js';
import { WhatsAppOptInDto, WhatsAppOptInStateDto } from '../http/recipient-notices.dto.js';

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
    if (!order.enabled) throw new BadRequestError('Esta loja não envia avisos pelo WhatsApp.');
    if (!body.accepted) {
      await this.db.query(
        'UPDATE recipient_opt_ins SET opted_out_at = now() WHERE company_id = $1 AND order_id = $2 AND opted_out_at IS NULL',
        [order.company_id, order.id],
      );
      return { message: 'Você não receberá mais avisos pelo WhatsApp.' };
    }
    const phone = body.phone.replace(/\D/g, '').replace(/^55(?=\d{11}$)/, '');
    if (!MOBILE.test(phone)) throw new BadRequestError('Informe um celular com DDD, como (11) 98765-4321.');
    await this.db.query(
      `INSERT INTO recipient_opt_ins (company_id, order_id, phone, channel, text_shown, opted_in_at)
       VALUES ($1, $2, $3, 'tracking_page', $4, now())
       ON CONFLICT (company_id, order_id) DO UPDATE
         SET phone = $3, channel = 'tracking_page', text_shown = $4, opted_in_at = now(), opted_out_at = NULL`,
      [order.company_id, order.id, phone, WHATSAPP_OPT_IN_TEXT],
    );
    return { message: 'Pronto! Você receberá os avisos desta entrega pelo WhatsApp.' };
  }

  private async order(code: string) {
    const [row]: { id: string; company_id: string; enabled: boolean; opted_in: boolean }[] = await this.db.query(
      `SELECT o.id, o.company_id, coalesce('whatsapp' = ANY(s.channels), false) AS enabled,
              EXISTS (SELECT 1 FROM recipient_opt_ins i WHERE i.company_id = o.company_id AND i.order_id = o.id AND i.opted_out_at IS NULL) AS opted_in
         FROM orders o LEFT JOIN recipient_notice_settings s ON s.company_id = o.company_id
        WHERE o.tracking_code = $1 LIMIT 1`,
      [code.slice(0, 255)],
    );
    if (!row) throw new NotFoundError('Não foi encontrado nenhum pedido com o código informado');
    return row;
  }
}
