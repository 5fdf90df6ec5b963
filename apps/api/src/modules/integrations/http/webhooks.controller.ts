import { Controller, HttpCode, Logger, Param, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../platform/auth/decorators.js';
import { InvalidInput, NotFound, Unauthenticated } from '../../../platform/errors/domain-errors.js';
import { ChannelAdapters } from '../adapters/channel-adapters.js';
import { CHANNEL_CATALOGUE } from '../queries/catalogue/channel-catalogue.js';
import { ChannelDeliveries } from '../adapters/inbox/channel-deliveries.js';
import { ChannelDeliveryQueue } from '../jobs/channel-delivery.job.js';
import { WebhookRefusals } from '../adapters/inbox/webhook-refusals.js';
import { CompanyChannelRows } from '../queries/company-channel-rows.js';

/**
 * The channels' webhook receivers, at stable URLs (/api/webhooks/{channel}). An authentic delivery
 * is stored first (the inbox), then answered, then processed by a job: a slow channel API never
 * makes the channel wait, and a delivery answered 200 is already on disk. One that fails
 * authentication is counted against its address (429 past the limit) and never stored; one of a
 * store nobody connected is answered and dropped (no company's log could show it). Past the limit an
 * address gets 429 for whatever it sends unproven (a wrong signature, or an unsigned channel's
 * delivery still to be confirmed); signed deliveries always go through.
 */
@ApiExcludeController()
@Controller('webhooks')
export class WebhooksController {
  private readonly logger = new Logger(WebhooksController.name);

  constructor(
    private readonly adapters: ChannelAdapters,
    private readonly integrations: CompanyChannelRows,
    private readonly deliveries: ChannelDeliveries,
    private readonly queue: ChannelDeliveryQueue,
    private readonly refusals: WebhookRefusals,
  ) {}

  @Public()
  @Post(':channel')
  @HttpCode(200)
  async receive(
    @Param('channel') slug: string,
    @Req() request: RawBodyRequest<FastifyRequest<{ Querystring: Record<string, string | undefined> }>>,
  ): Promise<{ message: string }> {
    const channel = CHANNEL_CATALOGUE.find((entry) => entry.layout === slug && !entry.is_disabled);
    if (!channel) throw new NotFound('Canal desconhecido.');
    const adapter = this.adapters.of(channel.id);
    const raw = request.rawBody ?? Buffer.alloc(0);
    const authentic = adapter.verifyWebhook(raw, request.headers, request.query ?? {});
    // A delivery the signature proves is never held back by what others sent from the same address.
    if (!authentic || adapter.confirmNotice) await this.refusals.admit(slug, request.ip);
    if (!authentic) {
      await this.refusals.count(slug, request.ip, adapter.forgedReason ?? 'Assinatura HMAC inválida.');
      throw new Unauthenticated('Assinatura inválida.');
    }
    const notice = adapter.readNotice(raw);
    if (!notice) throw new InvalidInput('Notificação sem loja ou evento.');
    const integration = await this.integrations.byStore(channel.id, notice.storeId);
    if (!integration) {
      this.logger.warn(`Webhook ${slug} de uma loja não integrada (${notice.storeId}): descartado.`);
      return { message: 'Loja não integrada.' };
    }
    // An unsigned channel's delivery joins the company's log only once the channel confirms it (the job).
    const confirmed = !adapter.confirmNotice;
    const id = await this.deliveries.record({
      company_channel_id: integration.id,
      company_id: confirmed ? integration.company_id : null,
      channel_id: channel.id,
      direction: 'in',
      topic: notice.topic,
      resource_id: notice.resourceId || null,
      body: raw.toString('utf8').slice(0, 100_000),
      status: 'received',
      reason: null,
    });
    await this.queue.enqueue(id, 0, confirmed ? undefined : request.ip);
    return { message: 'Recebido.' };
  }
}
