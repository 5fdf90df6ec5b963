import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { NotFound } from '../../../platform/errors/domain-errors.js';
import { RefreshCacheCommand } from '../commands/refresh-cache/refresh-cache.command.js';
import { ReuseFreightTableCommand } from '../commands/reuse-freight-table/reuse-freight-table.command.js';
import { ReuseFreightTablePayload } from '../commands/reuse-freight-table/reuse-freight-table.payload.js';
import { GetFreightTableQuery } from '../queries/get-freight-table/get-freight-table.query.js';
import { GetFreightTableCsvQuery } from '../queries/get-freight-table-csv/get-freight-table-csv.query.js';
import { FreightTableDto } from '../queries/pricing.dto.js';
import { csvDownload } from '../../../platform/http/attachment.js';
import { CommandResultDto } from '../../../platform/commands/command-request.dto.js';
import { ImportedTableDto } from './freight-table-upload.js';
import { readReuseFreightTableForm } from './reuse-freight-table-form.js';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';

const tableId = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFound('Tabela de frete não encontrada.') });

/** One freight table, its CSV download and the super admin's reuse of a client's table. */
@ApiTags('pricing')
@Controller()
export class FreightTablesController {
  constructor(
    private readonly commands: CommandDispatcher,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('freight-tables/:id.csv')
  @Requires({ superAdmin: true })
  @ApiProduces('text/csv')
  @ApiOperation({
    operationId: 'downloadFreightTable',
    summary: 'Tabela de frete versão 3 em CSV, pronta para importar de novo',
  })
  @ApiOkResponse({ schema: { type: 'string' } })
  async downloadFreightTable(
    @Param('id', tableId()) id: string,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const csv = await this.queryBus.execute(new GetFreightTableCsvQuery(actor.companyId, id));
    // Set only on success: a failure answers JSON {message}.
    return csvDownload(reply, csv.fileName, csv.content);
  }

  @Get('freight-tables/:id')
  @Requires({ area: 'settings', admin: true })
  @ApiOperation({ operationId: 'getFreightTable', summary: 'Uma tabela de frete da empresa' })
  @ApiOkResponse({ type: FreightTableDto })
  freightTable(@Param('id', tableId()) id: string, @CurrentActor() actor: Actor): Promise<FreightTableDto> {
    return this.queryBus.execute(new GetFreightTableQuery(actor.companyId, id));
  }

  @Post('admin/reuse-freight-table/v3')
  @HttpCode(200)
  @Requires({ superAdmin: true })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: ReuseFreightTablePayload })
  @ApiOperation({
    operationId: 'reuseFreightTable',
    summary: 'Copia uma tabela versão 3 de um cliente para a empresa atual, inativa',
  })
  @ApiOkResponse({ type: ImportedTableDto })
  async reuseFreightTable(@Req() request: FastifyRequest, @CurrentActor() actor: Actor): Promise<ImportedTableDto> {
    const payload = await readReuseFreightTableForm(request);
    const context = { companyId: actor.companyId, userId: actor.userId, correlationId: request.id };
    const copy = await this.commands.dispatch<ImportedTableDto>(new ReuseFreightTableCommand(payload, actor, context));
    return { ...copy, message: 'Tabela de frete copiada. Ative-a na lista de tabelas de frete.' };
  }

  @Post('admin/refresh-cache/:id')
  @HttpCode(200)
  @Requires({ superAdmin: true })
  @ApiOperation({
    operationId: 'refreshCache',
    summary:
      'Recompila o cache de cotação de uma empresa (tabelas, regras, CDs e modo de exibição) em todas as instâncias',
  })
  @ApiOkResponse({ type: CommandResultDto })
  refreshCache(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFound('Empresa não encontrada.') }))
    id: string,
    @Req() request: FastifyRequest,
    @CurrentActor() actor: Actor,
  ): Promise<CommandResultDto> {
    const context = { companyId: actor.companyId, userId: actor.userId, correlationId: request.id };
    return this.commands.dispatch(new RefreshCacheCommand({ companyId: id }, actor, context));
  }
}
