import { MAX_PAGE_SIZE } from '@despacho/domain';
import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { pageOf, PageQuery } from '../../../platform/http/page-query.js';
import { AuditEnabled } from '../queries/audit-enabled.js';
import { FreightBillDetailDto, FreightBillListDto } from './freight-bills.dto.js';
import { billNotFound, FreightBills } from '../queries/freight-bills.js';

const billId = new ParseUUIDPipe({ exceptionFactory: billNotFound });

/** The carriers' freight bills (DOCCOB) of the freight audit: the audit area, a company with it enabled. */
@ApiTags('audit')
@Controller('freight-bills')
@Requires({ area: 'audit' })
export class FreightBillsController {
  constructor(
    private readonly audit: AuditEnabled,
    private readonly bills: FreightBills,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listFreightBills',
    summary: 'Faturas (DOCCOB) importadas, mais novas primeiro, com os CT-e ausentes e em contestação',
  })
  @ApiOkResponse({ type: FreightBillListDto })
  async list(@Query() query: PageQuery, @CurrentActor() actor: Actor): Promise<FreightBillListDto> {
    await this.audit.assert(actor.companyId);
    const { limit, offset } = pageOf({ ...query, limit: query.limit ?? 20 }, MAX_PAGE_SIZE);
    return this.bills.list(actor.companyId, limit, offset);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getFreightBill', summary: 'Uma fatura com a situação de cada CT-e que ela cobra' })
  @ApiOkResponse({ type: FreightBillDetailDto })
  async one(@Param('id', billId) id: string, @CurrentActor() actor: Actor): Promise<FreightBillDetailDto> {
    await this.audit.assert(actor.companyId);
    return this.bills.one(actor.companyId, id);
  }
}
