import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { formatDate } from '@despacho/domain';
import type { Stored } from '../../../../platform/event-store/domain-event.js';
import type { Policy } from '../../../../platform/event-store/projection.js';
import { type OrderEvent, OrderEvents, orderSummaries } from '../../../orders/index.js';
import type { NoticeChannel, NoticeStep } from '../../domain/notice-steps.js';
import { NOTICE_EVENT_TYPES, stepOfEvent } from '../../domain/step-of-event.js';
import type { NoticeRow } from './recipient-notices.js';
import { RecipientNotices } from './recipient-notices.js';
import { RecipientNoticeQueue } from '../../jobs/recipient-notice.job.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** Events that set an order's forecast, the one a new date is compared with. */
const DEADLINE_EVENTS = [
  OrderEvents.OrderCreated,
  OrderEvents.OrderUpdated,
  OrderEvents.OrderCarrierChanged,
  OrderEvents.OrderDeliveryDateChanged,
];

/**
 * Tells the recipient of the steps the company chose, on its channels. Run from the event relay (once
 * per event); the notice rows are unique per order × step × channel, so a step reached again (a
 * repeated carrier event, a status set by hand after the carrier's) sends nothing more. WhatsApp only
 * to a recipient who opted in on this order; otherwise the notice is recorded as skipped, with why.
 */
@Injectable()
export class NotifyRecipient implements Policy<OrderEvent> {
  readonly name = 'notify-recipient';

  constructor(
    private readonly notices: RecipientNotices,
    private readonly queue: RecipientNoticeQueue,
  ) {}

  handles(type: string): boolean {
    return NOTICE_EVENT_TYPES.includes(type);
  }

  async run(event: Stored<OrderEvent>, db: EntityManager): Promise<void> {
    const companyId = event.metadata.company_id;
    if (!companyId) return;
    // Only what happened since the company turned notices on: the relay may still be on older events.
    const [settings]: { steps: NoticeStep[]; channels: NoticeChannel[] }[] = await runSql(
      db,
      sql`SELECT steps, channels FROM recipient_notice_settings WHERE company_id = ${companyId} AND created_at <= ${event.occurred_at}`,
    );
    if (!settings || settings.channels.length === 0) return;
    const orderId = event.stream_id.replace(/^order-/, '');
    const step = stepOfEvent(event, await this.previousDeadline(db, event));
    if (!step || !settings.steps.includes(step)) return;
    const [order] = await orderSummaries(db, companyId, [orderId]);
    if (!order) return;
    const [optIn]: { phone: string }[] = await runSql(
      db,
      sql`SELECT phone FROM recipient_opt_ins WHERE order_id = ${orderId} AND company_id = ${companyId} AND opted_out_at IS NULL`,
    );
    // A new date for an order already delivered, returned or cancelled is nobody's news.
    if (step === 'delayed' && [5, 9, 14].includes(order.status)) return;
    const detail: NoticeRow['detail'] = {};
    if (event.type === OrderEvents.OrderDeliveryDateChanged)
      detail.new_date = formatDate(event.data.deadline.slice(0, 10));
    if (event.type === OrderEvents.OrderTrackingRegistered) detail.reason = event.data.detail.description || null;
    for (const channel of settings.channels) {
      const recipient = channel === 'email' ? order.to_address.email || null : optIn ? `55${optIn.phone}` : null;
      const id = await this.notices.create(db, {
        company_id: companyId,
        order_id: orderId,
        step,
        channel,
        recipient,
        state: recipient ? 'pending' : 'skipped',
        detail,
        error: recipient
          ? null
          : channel === 'email'
            ? 'Pedido sem e-mail do destinatário.'
            : 'O destinatário não aceitou avisos pelo WhatsApp.',
        event_id: event.id,
      });
      // Queued before the claim commits: a job that runs first finds no row yet and is retried.
      if (id && recipient) await this.queue.enqueue({ noticeId: id });
    }
  }

  private async previousDeadline(db: EntityManager, event: Stored<OrderEvent>): Promise<string | null> {
    if (event.type !== OrderEvents.OrderDeliveryDateChanged) return null;
    const [row]: { deadline: string }[] = await runSql(
      db,
      sql`SELECT data->>'deadline' AS deadline FROM events
        WHERE stream_id = ${event.stream_id} AND version < ${event.version} AND type = ANY(${DEADLINE_EVENTS}) AND data->>'deadline' IS NOT NULL
        ORDER BY version DESC LIMIT 1`,
    );
    return row?.deadline ?? null;
  }
}
