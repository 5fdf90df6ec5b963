import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../../../platform/database/sql.js';
import { OrderCtes, type ShipmentCteDto } from '../../orders/index.js';

/** The order detail's newest reconciled CT-e; one folded into or replaced by another (`linked_to`) is left out. */
@Injectable()
export class AuditOrderCtes extends OrderCtes {
  constructor(private readonly db: DataSource) {
    super();
  }

  async newestOf(companyId: string, orderId: string): Promise<ShipmentCteDto | null> {
    const [cte] = await runSql(
      this.db,
      sql`SELECT id, number, document->>'series' AS serie, key FROM ctes
        WHERE company_id = ${companyId} AND order_ids @> ARRAY[${orderId}]::uuid[] AND linked_to IS NULL ORDER BY created_at DESC, id LIMIT 1`,
    );
    return cte ?? null;
  }
}
