import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { runSql, sql } from '../../../../platform/database/sql.js';

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
    const [created] = await runSql(
      db,
      sql`INSERT INTO webhook_deliveries (endpoint_id, company_id, event_id, event_type, body, status)
       VALUES (${row.endpoint_id}, ${row.company_id}, ${row.event_id}, ${row.event_type}, ${row.body}, 'pending') ON CONFLICT (endpoint_id, event_id) DO NOTHING RETURNING id::text`,
    );
    return created?.id ?? null;
  }

  async byId(id: string): Promise<WebhookDeliveryRow | null> {
    const [row] = await runSql(this.db, sql`SELECT *, id::text AS id FROM webhook_deliveries WHERE id = ${id}`);
    return row ?? null;
  }

  async attempted(id: string, status: WebhookDeliveryRow['status'], code: number | null, error: string | null) {
    await runSql(
      this.db,
      sql`UPDATE webhook_deliveries SET status = ${status}, response_code = ${code}, error = ${error}, attempts = attempts + 1, updated_at = now()
        WHERE id = ${id}`,
    );
  }

  async settle(id: string, status: WebhookDeliveryRow['status']): Promise<void> {
    await runSql(this.db, sql`UPDATE webhook_deliveries SET status = ${status}, updated_at = now() WHERE id = ${id}`);
  }

  /** 'Reenviar': the company's delivery back to pending (false: not theirs, or no such delivery). */
  async replay(id: string, endpointId: string, companyId: string): Promise<boolean> {
    const [updated] = await runSql(
      this.db,
      sql`UPDATE webhook_deliveries SET status = 'pending', error = NULL, updated_at = now()
        WHERE id = ${id} AND endpoint_id = ${endpointId} AND company_id = ${companyId} RETURNING id`,
    );
    return (updated as unknown[]).length === 1;
  }

  async list(endpointId: string, limit: number, page: number) {
    const [data, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT id::text AS id, event_id, event_type, status, attempts, response_code, error, created_at, updated_at
           FROM webhook_deliveries WHERE endpoint_id = ${endpointId} ORDER BY id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      ),
      runSql(this.db, sql`SELECT count(*)::int AS total FROM webhook_deliveries WHERE endpoint_id = ${endpointId}`),
    ]);
    return { data, total };
  }
}
