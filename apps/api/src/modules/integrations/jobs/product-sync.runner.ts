import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import type { ProgressReporter } from '../../../platform/background-tasks/background-tasks.js';
import { DomainError } from '../../../platform/errors/domain-errors.js';
import { readPayload } from '../../../platform/http/validation.js';
import { NewProductCommand } from '../../products/index.js';
import { ProductPayload } from '../../products/index.js';
import { UpdateProductCommand } from '../../products/index.js';
import { UpdateProductPayload } from '../../products/index.js';
import { ChannelConnections } from '../adapters/tokens/channel-connections.js';
import type { ChannelProduct } from '../adapters/channel-product.js';
import { originFilter } from '../queries/catalogue/order-filters.js';
import { CompanyChannelRows } from '../queries/company-channel-rows.js';
import type { ProductSyncJob } from './product-sync.job.js';
import { defaultDistributionCenter } from '../../catalog/index.js';
import { productsWithReferences, type ProductSummary } from '../../products/index.js';

/** Products read from the channel per call (Nuvemshop allows up to 200; 50 keeps each call short). */
const PER_PAGE = 50;
/** Skipped rows listed on the task beyond this many are only counted. */
const LISTED_SKIPS = 50;

export interface SyncResult {
  [key: string]: unknown;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** The first LISTED_SKIPS rows left out, with the reason. */
  skips: { sku: string | null; name: string; reason: string }[];
}

/** cm → m, as Despacho's products keep their measures. */
const metres = (cm: number | null) => (cm === null ? null : Math.round(cm * 100) / 10_000);

/**
 * Product sync's job: each row of the channel with a SKU creates or updates the Despacho product of
 * that SKU through NewProduct/UpdateProduct (validated and evented like a typed product). Measures
 * the channel lacks keep the product's; a new product needs them all. A row equal to its product is
 * left alone, so syncing twice changes nothing.
 */
@Injectable()
export class ProductSyncRunner {
  constructor(
    private readonly rows: CompanyChannelRows,
    private readonly connections: ChannelConnections,
    private readonly commands: CommandDispatcher,
    private readonly db: DataSource,
  ) {}

  async run(job: ProductSyncJob, progress: ProgressReporter): Promise<SyncResult> {
    const result: SyncResult = { created: 0, updated: 0, unchanged: 0, skipped: 0, skips: [] };
    const integration = await this.rows.ofCompany(job.companyChannelId, job.actor.companyId);
    if (!integration) return this.skip(result, null, 'Integração removida: nada sincronizado.');
    const center = await this.centerOf(job.actor.companyId, originFilter(integration.filter_map ?? {}));
    const ids = job.ids;
    if (ids) {
      const { items } = await this.connections.use(integration, (connection, adapter) =>
        adapter.listProducts(connection, { page: 1, perPage: ids.length, ids }),
      );
      for (const [index, item] of items.entries()) {
        await this.syncOne(job, item, center, result);
        await progress(((index + 1) / items.length) * 100);
      }
      return result;
    }
    for (let page = 1, read = 0; ; page++) {
      const { items, total } = await this.connections.use(integration, (connection, adapter) =>
        adapter.listProducts(connection, { page, perPage: PER_PAGE }),
      );
      for (const item of items) await this.syncOne(job, item, center, result);
      read += PER_PAGE;
      await progress(total > 0 ? (Math.min(read, total) / total) * 100 : 100);
      if (items.length === 0 || read >= total) return result;
    }
  }

  private async syncOne(job: ProductSyncJob, item: ChannelProduct, center: string | null, result: SyncResult) {
    if (!item.sku) return this.skip(result, item, 'Sem SKU no canal.');
    const context = { companyId: job.actor.companyId, userId: job.actor.userId, correlationId: job.taskId };
    try {
      const existing = await this.existing(job.actor.companyId, item.sku);
      if (existing) {
        const payload = this.updated(existing, item, center);
        if (!payload) {
          result.unchanged++;
          return;
        }
        const checked = await readPayload(UpdateProductPayload, payload);
        await this.commands.dispatch(new UpdateProductCommand(checked, job.actor, context));
        result.updated++;
        return;
      }
      if (item.weight === null || item.width === null || item.height === null || item.depth === null)
        return this.skip(result, item, 'Sem peso e medidas no canal: cadastre-os na loja ou na Despacho.');
      if (!center) return this.skip(result, item, 'Cadastre um centro de distribuição para criar produtos.');
      const checked = await readPayload(ProductPayload, {
        reference: item.sku,
        description: item.name,
        price: item.price,
        distribution_center_id: center,
        width: metres(item.width),
        height: metres(item.height),
        length: metres(item.depth),
        weight: item.weight,
        quantity: 1,
      });
      await this.commands.dispatch(
        new NewProductCommand(checked, job.actor, { ...context, correlationId: randomUUID() }),
      );
      result.created++;
    } catch (error) {
      // A refused row (measures out of range, a SKU another sync just created) is reported; others retry the job.
      if (!(error instanceof DomainError)) throw error;
      this.skip(result, item, error.message);
    }
  }

  /** The UpdateProduct payload when the channel changed something, else null. */
  private updated(
    existing: ProductSummary,
    item: ChannelProduct,
    center: string | null,
  ): Record<string, unknown> | null {
    const next = {
      description: item.name.trim() || existing.description,
      price: Math.round(item.price * 100) / 100,
      width: metres(item.width) ?? existing.width,
      height: metres(item.height) ?? existing.height,
      length: metres(item.depth) ?? existing.length,
      weight: item.weight === null ? existing.weight : Math.round(item.weight * 1000) / 1000,
    };
    const same = (Object.keys(next) as (keyof typeof next)[]).every((key) => next[key] === existing[key]);
    if (same) return null;
    return {
      id: existing.id,
      reference: existing.reference,
      ...next,
      quantity: existing.quantity,
      expedition_time: existing.expedition_time,
      distribution_center_id: existing.distribution_center_id ?? center,
      property: existing.property,
    };
  }

  private async existing(companyId: string, sku: string): Promise<ProductSummary | undefined> {
    const [product] = await productsWithReferences(this.db, companyId, [sku]);
    return product;
  }

  /** New products leave from the filters' CD when one was chosen, else from the company's first. */
  private async centerOf(companyId: string, chosen: string | null): Promise<string | null> {
    const center = await defaultDistributionCenter(this.db, companyId, chosen);
    return center?.id ?? null;
  }

  private skip(result: SyncResult, item: ChannelProduct | null, reason: string): SyncResult {
    if (result.skipped++ < LISTED_SKIPS) result.skips.push({ sku: item?.sku ?? null, name: item?.name ?? '', reason });
    return result;
  }
}
