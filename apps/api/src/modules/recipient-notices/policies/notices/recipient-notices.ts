import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type NoticeChannel, NOTICE_STEPS, type NoticeStep } from '../../domain/notice-steps.js';
import { NOTICE_STATE_ORDER, type NoticeState } from './notice-states.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

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
    const [created] = await runSql(
      db,
      sql`INSERT INTO recipient_notices (company_id, order_id, step, channel, recipient, state, detail, error, event_id)
       VALUES (${row.company_id}, ${row.order_id}, ${row.step}, ${row.channel}, ${row.recipient}, ${row.state}, ${row.detail}, ${row.error}, ${row.event_id})
       ON CONFLICT (order_id, step, channel) DO NOTHING RETURNING id::text`,
    );
    return created?.id ?? null;
  }

  async byId(id: string): Promise<NoticeRow | null> {
    const [row] = await runSql(this.db, sql`SELECT *, id::text AS id FROM recipient_notices WHERE id = ${id}`);
    return row ?? null;
  }

  /** One try: its outcome and error (pending with an error: it will be tried again). */
  async attempted(id: string, state: NoticeState, error: string | null, wamid: string | null = null): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE recipient_notices SET state = ${state}, error = ${error}, wamid = coalesce(${wamid}, wamid), attempts = attempts + 1, updated_at = now()
        WHERE id = ${id}`,
    );
  }

  /** After the last try: failed, keeping the last error. */
  async gaveUp(id: string, error: string): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE recipient_notices SET state = 'failed', error = coalesce(error, ${error}), updated_at = now() WHERE id = ${id} AND state = 'pending'`,
    );
  }

  /** A WhatsApp status moves its notice only forward (never read → delivered). */
  async advance(companyId: string, wamid: string, status: string, error: string | null): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE recipient_notices SET state = ${status}, error = CASE WHEN ${status} = 'failed' THEN ${error} ELSE error END, updated_at = now()
        WHERE wamid = ${wamid} AND company_id = ${companyId} AND array_position(${NOTICE_STATE_ORDER}::text[], state) < array_position(${NOTICE_STATE_ORDER}::text[], ${status}::text)`,
    );
  }

  /** The order's notices as its detail shows them ('Avisos ao destinatário'), in the order a delivery meets the steps. */
  async ofOrder(companyId: string, orderId: string) {
    return runSql(
      this.db,
      sql`SELECT id::text AS id, step, channel, recipient, state, attempts, error, created_at, updated_at
         FROM recipient_notices WHERE company_id = ${companyId} AND order_id = ${orderId}
        ORDER BY array_position(${NOTICE_STEPS}::text[], step), channel`,
    );
  }
}
