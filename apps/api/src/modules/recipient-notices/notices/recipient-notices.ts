import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type NoticeChannel, NOTICE_STEPS, type NoticeStep } from '../domain/notice-steps.js';
import { NOTICE_STATE_ORDER, type NoticeState } from './notice-states.js';

export interface NoticeRow {
  id: string;
  company_id: string;
  order_id: string;
  step: NoticeStep;
  channel: NoticeChannel;
  recipient: string | null;
  state: NoticeState;
  detail: { new_date?: string; reason?: string | null };
  attempts: number;
  error: string | null;
  wamid: string | null;
}

/** The recipient_notices table: one row per order × step × channel. */
@Injectable()
export class RecipientNotices {
  constructor(private readonly db: DataSource) {}

  /** The step's notice on that channel, once: null when it already existed (a repeated event). */
  async create(
    db: EntityManager,
    row: Pick<
      NoticeRow,
      'company_id' | 'order_id' | 'step' | 'channel' | 'recipient' | 'state' | 'detail' | 'error'
    > & {
      event_id: string;
    },
  ): Promise<string | null> {
    const [created] = await db.query(
      `INSERT INTO recipient_notices (company_id, order_id, step, channel, recipient, state, detail, error, event_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (order_id, step, channel) DO NOTHING RETURNING id::text`,
      [
        row.company_id,
        row.order_id,
        row.step,
        row.channel,
        row.recipient,
        row.state,
        row.detail,
        row.error,
        row.event_id,
      ],
    );
    return created?.id ?? null;
  }

  async byId(id: string): Promise<NoticeRow | null> {
    const [row] = await this.db.query('SELECT *, id::text AS id FROM recipient_notices WHERE id = $1', [id]);
    return row ?? null;
  }

  /** One try: its outcome and error (pending with an error: it will be tried again). */
  async attempted(id: string, state: NoticeState, error: string | null, wamid: string | null = null): Promise<void> {
    await this.db.query(
      `UPDATE recipient_notices SET state = $2, error = $3, wamid = coalesce($4, wamid), attempts = attempts + 1, updated_at = now()
        WHERE id = $1`,
      [id, state, error, wamid],
    );
  }

  /** After the last try: failed, keeping the last error. */
  async gaveUp(id: string, error: string): Promise<void> {
    await this.db.query(
      `UPDATE recipient_notices SET state = 'failed', error = coalesce(error, $2), updated_at = now() WHERE id = $1 AND state = 'pending'`,
      [id, error],
    );
  }

  /** A WhatsApp status moves its notice only forward (never read → delivered). */
  async advance(companyId: string, wamid: string, status: string, error: string | null): Promise<void> {
    await this.db.query(
      `UPDATE recipient_notices SET state = $2, error = CASE WHEN $2 = 'failed' THEN $3 ELSE error END, updated_at = now()
        WHERE wamid = $1 AND company_id = $5 AND array_position($4::text[], state) < array_position($4::text[], $2::text)`,
      [wamid, status, error, NOTICE_STATE_ORDER, companyId],
    );
  }

  /** The order's notices as its detail shows them ('Avisos ao destinatário'), in the order a delivery meets the steps. */
  async ofOrder(companyId: string, orderId: string) {
    return this.db.query(
      `SELECT id::text AS id, step, channel, recipient, state, attempts, error, created_at, updated_at
         FROM recipient_notices WHERE company_id = $1 AND order_id = $2
        ORDER BY array_position($3::text[], step), channel`,
      [companyId, orderId, NOTICE_STEPS],
    );
  }
}
