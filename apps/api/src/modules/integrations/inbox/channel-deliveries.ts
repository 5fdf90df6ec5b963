import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

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
    const [row] = await this.db.query(
      `INSERT INTO channel_deliveries (id, company_channel_id, company_id, channel_id, direction, topic, resource_id, body, status, reason, order_id,
                                       processed_at)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $8 = 'received' THEN NULL ELSE now() END)
       RETURNING id`,
      [
        delivery.company_channel_id,
        delivery.company_id,
        delivery.channel_id,
        delivery.direction,
        delivery.topic,
        delivery.resource_id,
        delivery.body,
        delivery.status,
        delivery.reason,
        delivery.order_id ?? null,
      ],
    );
    return row.id;
  }

  /**
   * Incoming bodies already stored for this integration's topic and resource (a channel's retries
   * of one notification land here): the missed-notice recovery tells them apart by the adapter's key.
   */
  async bodiesOf(companyChannelId: string, topic: string, resourceId: string): Promise<Buffer[]> {
    const rows: { body: string }[] = await this.db.query(
      `SELECT body FROM channel_deliveries
        WHERE company_channel_id = $1 AND direction = 'in' AND topic = $2 AND resource_id = $3 AND status <> 'refused'`,
      [companyChannelId, topic, resourceId],
    );
    return rows.map((row) => Buffer.from(row.body));
  }

  /** The channel confirmed the delivery (ChannelAdapter.confirmNotice): it joins its company's log. */
  async vouch(id: string, companyId: string): Promise<void> {
    await this.db.query('UPDATE channel_deliveries SET company_id = $2 WHERE id = $1', [id, companyId]);
  }

  /** A delivery the channel disowned: forged, so nothing of it is kept. */
  async discard(id: string): Promise<void> {
    await this.db.query('DELETE FROM channel_deliveries WHERE id = $1', [id]);
  }

  /** Takes a waiting delivery for processing (counting the attempt); null when it was already settled. */
  async claim(id: string): Promise<ChannelDelivery | null> {
    // TypeORM answers an UPDATE ... RETURNING as [rows, affected].
    const [rows] = await this.db.query(
      `UPDATE channel_deliveries SET attempts = attempts + 1 WHERE id = $1 AND status = 'received' AND direction = 'in' RETURNING *`,
      [id],
    );
    return rows[0] ?? null;
  }

  async settle(
    id: string,
    status: 'processed' | 'failed',
    reason: string | null,
    orderId: string | null = null,
  ): Promise<void> {
    await this.db.query(
      `UPDATE channel_deliveries SET status = $2, reason = $3, order_id = COALESCE($4, order_id), processed_at = now() WHERE id = $1`,
      [id, status, reason, orderId],
    );
  }

  /** 'reprocessar': a failed or processed incoming delivery of this company waits again; false when none. */
  async reopen(id: string, companyChannelId: string, companyId: string): Promise<boolean> {
    const [rows] = await this.db.query(
      `UPDATE channel_deliveries SET status = 'received', reason = NULL, processed_at = NULL
        WHERE id = $1 AND company_channel_id = $2 AND company_id = $3 AND direction = 'in' AND status IN ('processed', 'failed')
        RETURNING id`,
      [id, companyChannelId, companyId],
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
    const where = 'WHERE company_channel_id = $1 AND company_id = $2';
    const data = await this.db.query(
      `SELECT id, direction, topic, resource_id, status, reason, order_id, attempts, received_at, processed_at
         FROM channel_deliveries ${where} ORDER BY received_at DESC, id LIMIT $3 OFFSET $4`,
      [companyChannelId, companyId, limit, (page - 1) * limit],
    );
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM channel_deliveries ${where}`, [
      companyChannelId,
      companyId,
    ]);
    return { data, total };
  }
}
