import { Controller, HttpCode, Logger, Param, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../platform/auth/decorators.js';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../../platform/http/app-errors.js';
import { ChannelAdapters } from '../adapters/channel-adapters.js';
import { CHANNEL_CATALOGUE } from '../catalogue/channel-catalogue.js';
import { ChannelDeliveries } from '../inbox/channel-deliveries.js';
import { ChannelDeliveryQueue } from '../inbox/channel-delivery.queue.js';
import { CompanyChannelRows } from '../queries/company-channel-rows.js';

/**
 * The channels' webhook receivers, at stable URLs (/api/webhooks/{channel}). Each delivery is stored
 * first (the inbox), then answered, then processed by a job: a slow channel API never makes the
 * channel wait, and a delivery answered 200 is already on disk.
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
  ) {}

  @Public()
  @Post(':channel')
  @HttpCode(200)
  async receive(
    @Param('channel') slug: string,
    @Req() request: RawBodyRequest<FastifyRequest<{ Querystring: Record<string, string | undefined> }>>,
  ): Promise<{ message: string }> {
    const channel = CHANNEL_CATALOGUE.find((entry) => entry.layout === slug && !entry.is_disabled);
    if (!channel) throw new NotFoundError('Canal desconhecido.');
    const adapter = this.adapters.of(channel.id);
    const raw = request.rawBody ?? Buffer.alloc(0);
    const notice = adapter.readNotice(raw);
    const integration = notice ? await this.integrations.byStore(channel.id, notice.storeId) : null;
    const base = {
      company_channel_id: integration?.id ?? null,
      company_id: integration?.company_id ?? null,
      channel_id: channel.id,
      direction: 'in' as const,
      topic: notice?.topic ?? 'desconhecido',
      resource_id: notice?.resourceId || null,
      body: raw.toString('utf8').slice(0, 100_000),
    };
    if (!adapter.verifyWebhook(raw, request.headers, request.query ?? {})) {
      const reason = adapter.forgedReason ?? 'Assinatura HMAC inválida.';
      await this.deliveries.record({ ...base, status: 'refused', reason });
      this.logger.warn(`Webhook ${slug} recusado: ${reason} (loja ${notice?.storeId ?? '?'}).`);
      throw new UnauthorizedError('Assinatura inválida.');
    }
    if (!notice) throw new BadRequestError('Notificação sem loja ou evento.');
    if (!integration) {
      await this.deliveries.record({ ...base, status: 'refused', reason: 'Loja não integrada.' });
      return { message: 'Loja não integrada.' };
    }
    const id = await this.deliveries.record({ ...base, status: 'received', reason: null });
    await this.queue.enqueue(id);
    return { message: 'Recebido.' };
  }
}
