import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** One row of the delivery log: a webhook the channel sent (in) or a status we pushed (out). */
export interface ChannelDelivery {
  id: string;
  company_channel_id: string | null;
  /**
   * Null while an unsigned delivery waits for the channel to confirm it (Mercado Livre): until then
   * it is in no company's log.
   */
  company_id: string | null;
  channel_id: number;
  direction: 'in' | 'out';
  topic: string;
  resource_id: string | null;
  body: string;
  status: 'received' | 'processed' | 'failed' | 'refused';
  reason: string | null;
  order_id: string | null;
  attempts: number;
  received_at: Date;
  processed_at: Date | null;
}

type NewDelivery = Pick<
  ChannelDelivery,
  | 'company_channel_id'
  | 'company_id'
  | 'channel_id'
  | 'direction'
  | 'topic'
  | 'resource_id'
  | 'body'
  | 'status'
  | 'reason'
> & {
  order_id?: string | null;
};

/** The inbox and log table: nothing a channel sent is lost silently, every outcome has a reason. */
@Injectable()
export class ChannelDeliveries {
  constructor(private readonly db: DataSource) {}

  async record(delivery: NewDelivery): Promise<string> {
    const [row] = await runSql(
      this.db,
      sql`INSERT INTO channel_deliveries (id, company_channel_id, company_id, channel_id, direction, topic, resource_id, body, status, reason, order_id,
                                       processed_at)
       VALUES (gen_random_uuid(), ${delivery.company_channel_id}, ${delivery.company_id}, ${delivery.channel_id}, ${delivery.direction}, ${delivery.topic}, ${delivery.resource_id}, ${delivery.body}, ${delivery.status}, ${delivery.reason}, ${delivery.order_id ?? null}, CASE WHEN ${delivery.status} = 'received' THEN NULL ELSE now() END)
       RETURNING id`,
    );
    return row.id;
  }

  /**
   * Incoming bodies already stored for this integration's topic and resource (a channel's retries
   * of one notification land here): the missed-notice recovery tells them apart by the adapter's key.
   */
  async bodiesOf(companyChannelId: string, topic: string, resourceId: string): Promise<Buffer[]> {
    const rows: { body: string }[] = await runSql(
      this.db,
      sql`SELECT body FROM channel_deliveries
        WHERE company_channel_id = ${companyChannelId} AND direction = 'in' AND topic = ${topic} AND resource_id = ${resourceId} AND status <> 'refused'`,
    );
    return rows.map((row) => Buffer.from(row.body));
  }

  /** The channel confirmed the delivery (ChannelAdapter.confirmNotice): it joins its company's log. */
  async vouch(id: string, companyId: string): Promise<void> {
    await runSql(this.db, sql`UPDATE channel_deliveries SET company_id = ${companyId} WHERE id = ${id}`);
  }

  /** A delivery the channel disowned: forged, so nothing of it is kept. */
  async discard(id: string): Promise<void> {
    await runSql(this.db, sql`DELETE FROM channel_deliveries WHERE id = ${id}`);
  }

  /** Takes a waiting delivery for processing (counting the attempt); null when it was already settled. */
  async claim(id: string): Promise<ChannelDelivery | null> {
    // TypeORM answers an UPDATE ... RETURNING as [rows, affected].
    const [rows] = await runSql(
      this.db,
      sql`UPDATE channel_deliveries SET attempts = attempts + 1 WHERE id = ${id} AND status = 'received' AND direction = 'in' RETURNING *`,
    );
    return rows[0] ?? null;
  }

  async settle(
    id: string,
    status: 'processed' | 'failed',
    reason: string | null,
    orderId: string | null = null,
  ): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE channel_deliveries SET status = ${status}, reason = ${reason}, order_id = COALESCE(${orderId}, order_id), processed_at = now() WHERE id = ${id}`,
    );
  }

  /** 'reprocessar': a failed or processed incoming delivery of this company waits again; false when none. */
  async reopen(id: string, companyChannelId: string, companyId: string): Promise<boolean> {
    const [rows] = await runSql(
      this.db,
      sql`UPDATE channel_deliveries SET status = 'received', reason = NULL, processed_at = NULL
        WHERE id = ${id} AND company_channel_id = ${companyChannelId} AND company_id = ${companyId} AND direction = 'in' AND status IN ('processed', 'failed')
        RETURNING id`,
    );
    return rows.length > 0;
  }

  /** Deliveries stored but never processed (the API stopped between the answer and the job). */
  async waiting(): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM channel_deliveries WHERE status = 'received' AND direction = 'in' ORDER BY received_at LIMIT 1000`,
    );
    return rows.map((row) => row.id);
  }

  async list(
    companyChannelId: string,
    companyId: string,
    limit: number,
    page: number,
  ): Promise<{ data: ChannelDelivery[]; total: number }> {
    const where = sql`WHERE company_channel_id = ${companyChannelId} AND company_id = ${companyId}`;
    const data = await runSql(
      this.db,
      sql`SELECT id, direction, topic, resource_id, status, reason, order_id, attempts, received_at, processed_at
         FROM channel_deliveries ${where} ORDER BY received_at DESC, id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    );
    const [{ total }] = await runSql(this.db, sql`SELECT count(*)::int AS total FROM channel_deliveries ${where}`);
    return { data, total };
  }
}
