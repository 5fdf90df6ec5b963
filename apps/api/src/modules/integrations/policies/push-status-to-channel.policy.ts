import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { Policy } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { type OrderStatusChanged, OrderEvents, orderSummaries } from '../../orders/index.js';
import type { SituationMap } from '../events/company-channel-events.js';
import { ChannelDeliveries } from '../adapters/inbox/channel-deliveries.js';
import { CompanyChannelRows } from '../queries/company-channel-rows.js';
import { ChannelConnections } from '../adapters/tokens/channel-connections.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/**
 * When an order that came from a channel reaches a mapped status (3, 4, 5), the channel gets that
 * status and the tracking code. Run from the event relay: the side_effects claim makes it once per
 * event, a failure rolls the claim back and BullMQ retries with back-off; each try is in the log.
 */
@Injectable()
export class PushStatusToChannel implements Policy {
  readonly name = 'push-status-to-channel';

  constructor(
    private readonly integrations: CompanyChannelRows,
    private readonly connections: ChannelConnections,
    private readonly deliveries: ChannelDeliveries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  handles(type: string): boolean {
    return type === OrderEvents.OrderStatusChanged;
  }

  async run(event: StoredEvent<OrderStatusChanged>, db: EntityManager): Promise<void> {
    const orderId = event.stream_id.replace(/^order-/, '');
    const [link] = await runSql(
      db,
      sql`SELECT company_channel_id, channel_order_id, company_id FROM channel_orders WHERE order_id = ${orderId}`,
    );
    const [order] = link ? await orderSummaries(db, link.company_id, [orderId]) : [];
    if (!order) return;
    const integration = await this.integrations.byId(link.company_channel_id);
    const status = integration?.situation_map[String(event.data.to) as keyof SituationMap];
    if (!integration || !integration.enabled || !status) return;
    const update = {
      status,
      trackingCode: order.tracking_code,
      trackingUrl: order.tracking_code ? `${this.config.publicUrl}/tracking/${order.tracking_code}` : null,
      happenedAt: event.data.at,
    };
    const log = {
      company_channel_id: integration.id,
      company_id: integration.company_id,
      channel_id: integration.channel_id,
      direction: 'out' as const,
      topic: `status/${status}`,
      resource_id: link.channel_order_id,
      body: JSON.stringify(update),
      order_id: orderId,
    };
    try {
      await this.connections.use(integration, (connection, adapter) =>
        adapter.pushShipment(connection, link.channel_order_id, update),
      );
    } catch (error) {
      await this.deliveries.record({ ...log, status: 'failed', reason: (error as Error).message });
      throw error;
    }
    await this.deliveries.record({ ...log, status: 'processed', reason: null });
  }
}
