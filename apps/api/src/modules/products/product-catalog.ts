import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** What other contexts (quotes, orders) ask of the product catalog. */
@Injectable()
export class ProductCatalog {
  constructor(private readonly db: DataSource) {}

  /** The SKU expedition time of a cart: the largest among its known SKUs (case-insensitive), 0 when none. */
  async expeditionDaysFor(companyId: string, skus: string[]): Promise<number> {
    const keys = [...new Set(skus.map((sku) => sku.trim().toLowerCase()).filter(Boolean))];
    if (keys.length === 0) return 0;
    const [{ days }] = await this.db.query(
      'SELECT coalesce(max(expedition_time), 0)::int AS days FROM products WHERE company_id = $1 AND lower(reference) = ANY ($2)',
      [companyId, keys],
    );
    return days;
  }
}
