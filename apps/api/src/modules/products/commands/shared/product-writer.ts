import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { companyDistributionCentersOf } from '../../../catalog/index.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';
import { Conflict, InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { Product } from '../../domain/product.aggregate.js';
import type { ProductData } from '../../events/product-events.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

export const duplicateSku = (reference: string) => new Conflict(`Já existe um produto com o SKU ${reference}.`);

/**
 * Saves products for the commands and the CSV import. `create`/`update` check the exit CD and
 * the SKU first; `register`/`change` trust a caller that checked a whole file at once. Either
 * way the read model's unique index (company, lower(reference)) refuses a racing duplicate.
 */
@Injectable()
export class ProductWriter {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
  ) {}

  async create(companyId: string, data: ProductData, context: CommandContext): Promise<string> {
    await this.check(companyId, data, null);
    return this.register(companyId, data, context);
  }

  async update(companyId: string, id: string, data: ProductData, context: CommandContext): Promise<void> {
    await this.check(companyId, data, id);
    await this.change(companyId, id, data, context);
  }

  async register(companyId: string, data: ProductData, context: CommandContext): Promise<string> {
    const product = new Product(randomUUID());
    product.register(companyId, data);
    await this.repository.save(product, context);
    return product.id;
  }

  async change(companyId: string, id: string, data: ProductData, context: CommandContext): Promise<void> {
    const { aggregate: product } = await this.repository.load(new Product(id));
    product.update(companyId, data);
    await this.repository.save(product, context);
  }

  private async check(companyId: string, data: ProductData, id: string | null): Promise<void> {
    const [center, duplicate] = await Promise.all([
      data.distribution_center_id
        ? companyDistributionCentersOf(this.db, companyId, [data.distribution_center_id])
        : [true],
      runSql(
        this.db,
        sql`SELECT 1 FROM products WHERE company_id = ${companyId} AND lower(reference) = lower(${data.reference}) AND id IS DISTINCT FROM ${id}`,
      ),
    ]);
    if (center.length === 0) throw new InvalidInput('CD de saída não encontrado: selecione um CD desta empresa.');
    if (duplicate.length > 0) throw duplicateSku(data.reference);
  }
}
