import { formatDate } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sql } from '../../../../platform/database/sql.js';
import { lastTrackingNewsOf, staleTrackingCondition } from '../../../carrier-integrations/index.js';
import type { Detection } from './detection.js';

/**
 * Orders whose tracking is stale now (issue 30's condition, the orders list's 'Rastreamento
 * desatualizado') and that have no stale exception for this silence yet: none open, and none opened
 * since the carrier's last event (one resolved by hand stays resolved until the carrier speaks again).
 */
@Injectable()
export class StaleTrackingScan {
  constructor(private readonly db: DataSource) {}

  async find(now: Date): Promise<Detection[]> {
    const query = sql`
      SELECT o.id AS order_id, o.company_id, t.last_at
        FROM exception_orders o
        CROSS JOIN LATERAL (SELECT ${lastTrackingNewsOf('o')} AS last_at) t
       WHERE ${staleTrackingCondition('o', now)}
         AND NOT EXISTS (SELECT 1 FROM order_exceptions x
                          WHERE x.order_id = o.id AND x.kind = 'stale_tracking'
                            AND (x.resolved_at IS NULL OR x.opened_at >= t.last_at))`;
    const rows: { order_id: string; company_id: string; last_at: Date }[] = await this.db.query(
      query.text,
      query.values,
    );
    return rows.map((row) => ({
      orderId: row.order_id,
      companyId: row.company_id,
      kind: 'stale_tracking',
      detail: `Sem notícias da transportadora desde ${formatDate(row.last_at)}.`,
    }));
  }
}
