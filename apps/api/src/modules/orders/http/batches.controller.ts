import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { pageOf } from '../../../platform/http/page-query.js';
import { INVOICE_BATCH, InvoiceBatches } from '../invoice-import/invoice-batches.js';
import { BatchListDto, BatchListQuery } from '../queries/orders.dto.js';

@ApiTags('orders')
@Controller('batches')
@Requires({ area: 'orders' })
export class BatchesController {
  constructor(private readonly batches: InvoiceBatches) {}

  @Get()
  @ApiOperation({ operationId: 'listBatches', summary: 'Lotes de notas importadas, mais novos primeiro (10 por página)' })
  @ApiOkResponse({ type: BatchListDto })
  list(@Query() query: BatchListQuery, @CurrentActor() actor: Actor): Promise<BatchListDto> {
    const { limit, offset } = pageOf({ ...query, limit: query.limit ?? 10 }, 100);
    return this.batches.list(actor.companyId, query.filters?.type ?? query.type ?? INVOICE_BATCH, limit, offset);
  }
}
