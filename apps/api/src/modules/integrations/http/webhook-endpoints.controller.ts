import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { CommandResultDto } from '../../../platform/commands/command-request.dto.js';
import { NotFound } from '../../../platform/errors/domain-errors.js';
import { integerIdParam } from '../../../platform/http/integer-id.js';
import { WebhookDeliveries } from '../policies/outgoing/webhook-deliveries.js';
import { WebhookDeliveryQueue } from '../jobs/webhook-delivery.job.js';
import { WEBHOOK_EVENT_TYPES } from '../policies/outgoing/webhook-event-types.js';
import { ChannelDeliveryListQuery } from '../queries/integrations.dto.js';
import { ListWebhookDeliveriesQuery } from '../queries/list-webhook-deliveries/list-webhook-deliveries.query.js';
import { ListWebhookEndpointsQuery } from '../queries/list-webhook-endpoints/list-webhook-endpoints.query.js';
import {
  WebhookDeliveryListDto,
  WebhookEndpointListDto,
  WebhookEventTypeListDto,
} from '../queries/webhook-endpoints.dto.js';

const endpointId = new ParseUUIDPipe({ exceptionFactory: () => new NotFound('Webhook não encontrado.') });

/**
 * Outgoing webhooks for integrators (docs/outgoing-webhooks.md): the URLs, the event catalogue, the
 * delivery log and 'Reenviar'. Registering and removing a URL are actions (NewWebhookEndpoint,
 * RemoveWebhookEndpoint on POST /command). Admin with the settings permission, as the integrations.
 */
@ApiTags('integrations')
@Controller('webhook-endpoints')
@Requires({ area: 'settings', admin: true })
export class WebhookEndpointsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly deliveries: WebhookDeliveries,
    private readonly queue: WebhookDeliveryQueue,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listWebhookEndpoints', summary: 'URLs de webhook da empresa' })
  @ApiOkResponse({ type: WebhookEndpointListDto })
  list(@CurrentActor() actor: Actor): Promise<WebhookEndpointListDto> {
    return this.queryBus.execute(new ListWebhookEndpointsQuery(actor.companyId));
  }

  @Get('events')
  @ApiOperation({
    operationId: 'listWebhookEventTypes',
    summary: 'Eventos de pedido e rastreio que podem ser enviados',
  })
  @ApiOkResponse({ type: WebhookEventTypeListDto })
  events(): WebhookEventTypeListDto {
    return { data: WEBHOOK_EVENT_TYPES.map((e) => ({ type: e.type, label: e.label })) };
  }

  @Get(':id/deliveries')
  @ApiOperation({ operationId: 'listWebhookDeliveries', summary: 'Registro de entregas de um webhook' })
  @ApiOkResponse({ type: WebhookDeliveryListDto })
  deliveryLog(
    @Param('id', endpointId) id: string,
    @Query() query: ChannelDeliveryListQuery,
    @CurrentActor() actor: Actor,
  ): Promise<WebhookDeliveryListDto> {
    return this.queryBus.execute(
      new ListWebhookDeliveriesQuery(actor.companyId, id, query.limit ?? 10, query.page ?? 1),
    );
  }

  @Post(':id/deliveries/:deliveryId/replay')
  @HttpCode(200)
  @ApiOperation({ operationId: 'replayWebhookDelivery', summary: "'Reenviar': posta a entrega de novo" })
  @ApiOkResponse({ type: CommandResultDto })
  async replay(
    @Param('id', endpointId) id: string,
    @Param('deliveryId', integerIdParam('bigint', 'Entrega não encontrada.')) delivery: string,
    @CurrentActor() actor: Actor,
  ): Promise<CommandResultDto> {
    if (!(await this.deliveries.replay(delivery, id, actor.companyId))) throw new NotFound('Entrega não encontrada.');
    await this.queue.enqueue(delivery, Date.now());
    return { id: delivery, message: 'Entrega reenviada.' };
  }
}
