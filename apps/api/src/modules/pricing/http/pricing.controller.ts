import { quotationsReportFileName } from '@despacho/domain';
import { Body, Controller, Get, Header, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { csvDownload } from '../../../platform/http/attachment.js';
import { PageQuery } from '../../../platform/http/page-query.js';
import {
  FREIGHT_TABLE_IMPORTED,
  ImportFreightTableCommand,
} from '../commands/import-freight-table/import-freight-table.command.js';
import { FreightTableListDto, FreightTableListQuery, QuotationLogListDto } from '../queries/pricing.dto.js';
import { ListFreightTablesQuery } from '../queries/list-freight-tables/list-freight-tables.query.js';
import { ListQuotationLogsQuery } from '../queries/list-quotation-logs/list-quotation-logs.query.js';
import { quotationsCsv } from '../queries/list-quotation-logs/quotations-csv.js';
import { QuoteFreightQuery } from '../queries/quotes/quote-freight.query.js';
import { QuoteRequestDto, QuoteResponseDto } from './quote-request.dto.js';
import { quoteAnswerJson } from '../queries/quotes/quote-answer-json.js';
import { ImportedTableDto, readFreightTableUpload } from './freight-table-upload.js';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';

@ApiTags('pricing')
@Controller()
export class PricingController {
  constructor(
    private readonly commands: CommandDispatcher,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('admin/import-freight-table/v3')
  @HttpCode(200)
  @Requires({ superAdmin: true })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'carrier', 'region'],
      properties: {
        file: { type: 'string', format: 'binary' },
        carrier: { type: 'string', format: 'uuid' },
        region: { type: 'string' },
        cd: { type: 'string', format: 'uuid' },
        cubage: { type: 'string', default: '300' },
        tipo: { type: 'string', enum: ['rodo', 'aereo'], default: 'rodo' },
        applyIcms: { type: 'string', enum: ['true', 'false'], default: 'true' },
        readjustment: { type: 'string', default: '0' },
      },
    },
  })
  @ApiOperation({ operationId: 'importFreightTable', summary: 'Cadastra uma tabela de frete versão 3 (CSV), inativa' })
  @ApiOkResponse({ type: ImportedTableDto })
  async importFreightTable(@Req() request: FastifyRequest, @CurrentActor() actor: Actor): Promise<ImportedTableDto> {
    const upload = await readFreightTableUpload(request);
    const context = { companyId: actor.companyId, userId: actor.userId, correlationId: request.id };
    const imported = await this.commands.dispatch<ImportedTableDto>(
      new ImportFreightTableCommand(upload, actor, context),
    );
    return { ...imported, message: FREIGHT_TABLE_IMPORTED };
  }

  @Get('freight-tables')
  @Requires({ area: 'settings', admin: true })
  @ApiOperation({ operationId: 'listFreightTables', summary: 'Tabelas de frete da empresa' })
  @ApiOkResponse({ type: FreightTableListDto })
  freightTables(@Query() query: FreightTableListQuery, @CurrentActor() actor: Actor): Promise<FreightTableListDto> {
    return this.queryBus.execute(new ListFreightTablesQuery(actor, query));
  }

  @Post('quotations')
  @HttpCode(200)
  @Requires({ area: 'quotation' })
  @ApiOperation({ operationId: 'quoteFreight', summary: 'Cota o frete com as tabelas ativas e as regras da empresa' })
  @ApiOkResponse({ type: QuoteResponseDto })
  @Header('Content-Type', 'application/json; charset=utf-8') // the answer is written as JSON bytes: the hot path
  async quote(@Body() body: QuoteRequestDto, @CurrentActor() actor: Actor): Promise<Buffer> {
    return quoteAnswerJson(
      await this.queryBus.execute<QuoteFreightQuery, QuoteResponseDto>(new QuoteFreightQuery(actor, body)),
    );
  }

  @Get('quotation-logs')
  @Requires({ area: 'quotation' })
  @ApiOperation({ operationId: 'listQuotationLogs', summary: 'Histórico de cotações (20 por página)' })
  @ApiOkResponse({ type: QuotationLogListDto })
  quotationLogs(@Query() page: PageQuery, @CurrentActor() actor: Actor): Promise<QuotationLogListDto> {
    return this.queryBus.execute(new ListQuotationLogsQuery(actor.companyId, page));
  }

  @Get('reports/quotations')
  @Requires({ area: 'quotation' })
  @ApiProduces('text/csv')
  @ApiOperation({ operationId: 'quotationsReport', summary: 'Histórico de cotações em CSV (últimas 10.000)' })
  @ApiOkResponse({ schema: { type: 'string' } })
  async quotationsReport(
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const logs = await this.queryBus.execute(new ListQuotationLogsQuery(actor.companyId, { limit: 10_000, page: 1 }));
    return csvDownload(reply, quotationsReportFileName(new Date()), quotationsCsv(logs.data));
  }
}
