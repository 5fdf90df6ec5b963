import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { CommandResultDto } from '../../../platform/commands/command-request.dto.js';
import { RequestDashboardReportCommand } from '../commands/request-dashboard-report/request-dashboard-report.command.js';
import { DashboardQuery } from '../queries/dashboard.dto.js';

/** orders-pickups.md §9's GET reports/{type} for the dashboard: the report goes by e-mail. */
@ApiTags('dashboard')
@Controller('reports')
@Requires({ area: 'dashboard' })
export class DashboardReportsController {
  constructor(private readonly commands: CommandDispatcher) {}

  @Get('dashboard')
  @ApiOperation({
    operationId: 'dashboardReport',
    summary: 'Pede o relatório do painel (período e transportadoras), enviado por e-mail em CSV',
  })
  @ApiOkResponse({ type: CommandResultDto })
  dashboardReport(
    @Query() query: DashboardQuery,
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<CommandResultDto> {
    const context = { companyId: actor.companyId, userId: actor.userId, correlationId: request.id };
    return this.commands.dispatch(new RequestDashboardReportCommand(query, actor, context));
  }
}
