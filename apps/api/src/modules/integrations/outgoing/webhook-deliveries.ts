import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** One post of one event to one endpoint, as the delivery log shows it. */
export interface WebhookDeliveryRow {
  id: string;
  endpoint_id: string;
  company_id: string;
  event_id: string;
  event_type: string;
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  response_code: number | null;
  error: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The webhook_deliveries table: written by the policy, the sender and 'Reenviar'. */
@Injectable()
export class WebhookDeliveries {
  constructor(private readonly db: DataSource) {}

  /** One delivery per endpoint and event: a relay retry finds the same row (null: it existed). */
  async create(
    db: EntityManager,
    row: Pick<WebhookDeliveryRow, 'endpoint_id' | 'company_id' | 'event_id' | 'event_type' | 'body'>,
  ): Promise<string | null> {
    const [created] = await db.query(
      `INSERT INTO webhook_deliveries (endpoint_id, company_id, event_id, event_type, body, status)
       VALUES ($1, $2, $3, $4, $5, 'pending') ON CONFLICT (endpoint_id, event_id) DO NOTHING RETURNING id::text`,
      [row.endpoint_id, row.company_id, row.event_id, row.event_type, row.body],
    );
    return created?.id ?? null;
  }

  async byId(id: string): Promise<WebhookDeliveryRow | null> {
    const [row] = await this.db.query('SELECT *, id::text AS id FROM webhook_deliveries WHERE id = $1', [id]);
    return row ?? null;
  }

  async attempted(id: string, status: WebhookDeliveryRow['status'], code: number | null, error: string | null) {
    await this.db.query(
      `UPDATE webhook_deliveries SET status = $2, response_code = $3, error = $4, attempts = attempts + 1, updated_at = now()
        WHERE id = $1`,
      [id, status, code, error],
    );
  }

  async settle(id: string, status: WebhookDeliveryRow['status']): Promise<void> {
    await this.db.query('UPDATE webhook_deliveries SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
  }

  /** 'Reenviar': the company's delivery back to pending (false: not theirs, or no such delivery). */
  async replay(id: string, endpointId: string, companyId: string): Promise<boolean> {
    const [updated] = await this.db.query(
      `UPDATE webhook_deliveries SET status = 'pending', error = NULL, updated_at = now()
        WHERE id = $1 AND endpoint_id = $2 AND company_id = $3 RETURNING id`,
      [id, endpointId, companyId],
    );
    return (updated as unknown[]).length === 1;
  }

  async list(endpointId: string, limit: number, page: number) {
    const [data, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT id::text AS id, event_id, event_type, status, attempts, response_code, error, created_at, updated_at
           FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [endpointId, limit, (page - 1) * limit],
      ),
      this.db.query('SELECT count(*)::int AS total FROM webhook_deliveries WHERE endpoint_id = $1', [endpointId]),
    ]);
    return { data, total };
  }
}
