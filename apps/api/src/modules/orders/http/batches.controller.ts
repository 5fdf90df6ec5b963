import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { assertAccess } from '../../../platform/auth/access-rule.js';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor } from '../../../platform/auth/decorators.js';
import { pageOf } from '../../../platform/http/page-query.js';
import { CTE_BATCH, INVOICE_BATCH, InvoiceBatches } from '../commands/invoice-import/invoice-batches.js';
import { BatchListDto } from '../queries/batch-list.dto.js';
import { BatchListQuery } from '../queries/batch-list-query.dto.js';

@ApiTags('orders')
@Controller('batches')
export class BatchesController {
  constructor(private readonly batches: InvoiceBatches) {}

  @Get()
  @ApiOperation({
    operationId: 'listBatches',
    summary: 'Lotes importados (1 = NF-e, 2 = CT-e, 3 = OCOREN), mais novos primeiro (10 por página)',
  })
  @ApiOkResponse({ type: BatchListDto })
  list(@Query() query: BatchListQuery, @CurrentActor() actor: Actor): Promise<BatchListDto> {
    const type = query.filters?.type ?? query.type ?? INVOICE_BATCH;
    // NF-e and OCOREN batches belong to the orders area, CT-e batches to the freight audit.
    assertAccess(actor, { area: type === CTE_BATCH ? 'audit' : 'orders' });
    const { limit, offset } = pageOf({ ...query, limit: query.limit ?? 10 }, 100);
    return this.batches.list(actor.companyId, type, limit, offset);
  }
}
