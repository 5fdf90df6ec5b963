import { auditReportFileName, QUERY_FLAG } from '@despacho/domain';
import { Controller, Get, Param, ParseUUIDPipe, Query, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { attachment, csvDownload } from '../../../platform/http/attachment.js';
import type { ParsedCte } from '../domain/cte/parsed-cte.js';
import { cteNotFound } from '../domain/cte.aggregate.js';
import { GetAuditDashboardQuery } from '../queries/audit-dashboard/audit-dashboard.query.js';
import { GetAuditSettingsQuery } from '../queries/get-audit-settings/get-audit-settings.query.js';
import {
  AuditDashboardDto,
  AuditSettingsDto,
  AuditDashboardQuery,
  CteDetailDto,
  CteDetailQuery,
  CteListDto,
  CteListQuery,
} from '../queries/ctes.dto.js';
import { GetCteQuery } from '../queries/get-cte/get-cte.query.js';
import { ListCtesQuery } from '../queries/list-ctes/list-ctes.query.js';
import { auditCsv } from '../adapters/reports/audit-csv.js';
import { dactePdf } from '../adapters/reports/dacte-pdf.js';

const cteId = new ParseUUIDPipe({ exceptionFactory: cteNotFound });

/** The most CT-e one CSV export holds. */
const REPORT_LIMIT = 10_000;

@ApiTags('audit')
@Controller()
@Requires({ area: 'audit' })
export class AuditController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('ctes')
  @ApiOperation({
    operationId: 'listCtes',
    summary: 'CT-e conciliados (ou, com wo=1, sem conciliação), mais novos primeiro (20 por página)',
  })
  @ApiOkResponse({ type: CteListDto })
  list(@Query() query: CteListQuery, @CurrentActor() actor: Actor): Promise<CteListDto> {
    return this.queryBus.execute(new ListCtesQuery(actor, query));
  }

  @Get('ctes/:id')
  @ApiOperation({ operationId: 'getCte', summary: 'Um CT-e com a comparação taxa a taxa com a cotação' })
  @ApiOkResponse({ type: CteDetailDto })
  one(
    @Param('id', cteId) id: string,
    @Query() query: CteDetailQuery,
    @CurrentActor() actor: Actor,
  ): Promise<CteDetailDto> {
    return this.queryBus.execute(new GetCteQuery(actor, id, query.icms === QUERY_FLAG.yes));
  }

  @Get('ctes/:id/pdf')
  @ApiProduces('application/pdf')
  @ApiOperation({ operationId: 'ctePdf', summary: 'DACTE simplificado do CT-e (PDF)' })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async pdf(
    @Param('id', cteId) id: string,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const cte: CteDetailDto = await this.queryBus.execute(new GetCteQuery(actor, id, false));
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachment(`dacte-${cte.number}.pdf`));
    return new StreamableFile(await dactePdf(cte.document as ParsedCte));
  }

  @Get('dashboard/ctes')
  @ApiOperation({
    operationId: 'auditDashboard',
    summary: 'Cartões da auditoria de frete (30 dias; sem conciliação: 90 dias)',
  })
  @ApiOkResponse({ type: AuditDashboardDto })
  dashboard(@Query() query: AuditDashboardQuery, @CurrentActor() actor: Actor): Promise<AuditDashboardDto> {
    return this.queryBus.execute(new GetAuditDashboardQuery(actor, query.filters?.since));
  }

  @Get('audit/settings')
  @ApiOperation({
    operationId: 'getAuditSettings',
    summary: 'Tolerância da auditoria e dicionário de componentes (padrão e os da empresa)',
  })
  @ApiOkResponse({ type: AuditSettingsDto })
  settings(@CurrentActor() actor: Actor): Promise<AuditSettingsDto> {
    return this.queryBus.execute(new GetAuditSettingsQuery(actor));
  }

  @Get('reports/audit')
  @ApiProduces('text/csv')
  @ApiOperation({
    operationId: 'auditReport',
    summary: 'CT-e filtrados em CSV (audit-report-{timestamp}.csv, até 10.000)',
  })
  @ApiOkResponse({ schema: { type: 'string' } })
  async report(
    @Query() query: CteListQuery,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const ctes: CteListDto = await this.queryBus.execute(
      new ListCtesQuery(actor, { ...query, filters: { ...query.filters, limit: REPORT_LIMIT, page: 1 } }, REPORT_LIMIT),
    );
    return csvDownload(reply, auditReportFileName(new Date()), auditCsv(ctes.data));
  }
}
