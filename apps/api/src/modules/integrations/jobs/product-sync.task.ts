import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import type { BackgroundTaskType, TaskStart } from '../../../platform/background-tasks/background-task-types.js';
import { NotFound } from '../../../platform/errors/domain-errors.js';
import { channelEntry } from '../queries/catalogue/channel-catalogue.js';
import { PRODUCTS_LISTING } from '../channels/channel-plugin.js';
import { CompanyChannelRows } from '../queries/company-channel-rows.js';
import { SyncListingPayload } from '../queries/integrations.dto.js';
import { ProductSyncQueue } from './product-sync.job.js';

export const PRODUCT_SYNC_TASK = 'SyncChannelProducts';

/** NewBackgroundTask {action: 'SyncChannelProducts'}: POST company-channels/{id}/products/sync's `ids` plus what it names in its path. */
export class ProductSyncArguments extends SyncListingPayload {
  @ApiProperty({ format: 'uuid', description: 'A integração' })
  @IsUUID('all', { message: 'Integração não encontrada.' })
  company_channel_id: string;

  @ApiProperty({ enum: [PRODUCTS_LISTING.resource], description: 'A listagem sincronizada' })
  @IsIn([PRODUCTS_LISTING.resource], { message: 'Listagem não encontrada para este canal.' })
  resource: string;
}

/**
 * The product sync task type: the channel's products (chosen rows or the whole base) become
 * Despacho products by SKU, in a job whose progress the detail page shows (GET background-tasks).
 */
@Injectable()
export class ProductSyncTask implements BackgroundTaskType<ProductSyncArguments> {
  readonly action = PRODUCT_SYNC_TASK;
  readonly payload = ProductSyncArguments;
  readonly access = { area: 'settings', admin: true } as const;

  constructor(
    private readonly rows: CompanyChannelRows,
    private readonly queue: ProductSyncQueue,
  ) {}

  property(payload: ProductSyncArguments): Record<string, unknown> {
    return {
      company_channel_id: payload.company_channel_id,
      resource: payload.resource,
      ids: payload.ids?.length ? payload.ids : null,
    };
  }

  async start({ taskId, payload, actor }: TaskStart<ProductSyncArguments>): Promise<string> {
    const integration = await this.rows.ofCompany(payload.company_channel_id, actor.companyId);
    if (!integration) throw new NotFound('Integração não encontrada.');
    if (!channelEntry(integration.channel_id)?.listings.some((listing) => listing.resource === payload.resource))
      throw new NotFound('Listagem não encontrada para este canal.');
    await this.queue.enqueue({
      taskId,
      companyChannelId: integration.id,
      ids: payload.ids?.length ? payload.ids : undefined,
      actor,
    });
    return 'Sincronização iniciada: acompanhe o progresso nesta página.';
  }
}
