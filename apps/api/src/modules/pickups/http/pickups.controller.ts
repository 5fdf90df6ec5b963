import { Controller, Get, Param, ParseUUIDPipe, Query, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { attachment } from '../../../platform/http/attachment.js';
import { pickupNotFound } from '../domain/pickup.aggregate.js';
import { GetPickupQuery } from '../queries/get-pickup/get-pickup.query.js';
import { ListPickupsQuery } from '../queries/list-pickups/list-pickups.query.js';
import {
  PickupDto,
  PickupFilters,
  PickupListDto,
  PickupListQuery,
  PickupSlaDto,
  PickupsTodayDto,
} from '../queries/pickups.dto.js';
import { PickupsSlaQuery } from '../queries/pickups-sla/pickups-sla.query.js';
import { PickupNotfisService } from '../adapters/notfis/pickup-notfis.js';
import { RomaneioService } from '../adapters/reports/romaneio.service.js';

const pickupId = new ParseUUIDPipe({ exceptionFactory: pickupNotFound });

@ApiTags('pickups')
@Controller()
@Requires({ area: 'pickups' })
export class PickupsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly romaneio: RomaneioService,
    private readonly notfis: PickupNotfisService,
  ) {}

  @Get('pickups')
  @ApiOperation({ operationId: 'listPickups', summary: 'Coletas, mais novas primeiro (10 por página)' })
  @ApiOkResponse({ type: PickupListDto })
  list(@Query() query: PickupListQuery, @CurrentActor() actor: Actor): Promise<PickupListDto> {
    return this.queryBus.execute(new ListPickupsQuery(actor, query));
  }

  @Get('pickups-today')
  @ApiOperation({
    operationId: 'pickupsToday',
    summary: "Quantas coletas são para hoje ('Voce tem N coletas para hoje!')",
  })
  @ApiOkResponse({ type: PickupsTodayDto })
  async today(@CurrentActor() actor: Actor): Promise<PickupsTodayDto> {
    const sla: PickupSlaDto = await this.queryBus.execute(new PickupsSlaQuery(actor, {}));
    return { total: sla.total_pickup_today };
  }

  @Get('dashboard/pickups-sla')
  @ApiOperation({ operationId: 'pickupsSla', summary: 'Cartões de SLA de coletas (por empresa)' })
  @ApiOkResponse({ type: PickupSlaDto })
  sla(@Query() filters: PickupFilters, @CurrentActor() actor: Actor): Promise<PickupSlaDto> {
    return this.queryBus.execute(new PickupsSlaQuery(actor, filters));
  }

  @Get('pickups/:id')
  @ApiOperation({ operationId: 'getPickup', summary: 'Uma coleta' })
  @ApiOkResponse({ type: PickupDto })
  one(@Param('id', pickupId) id: string, @CurrentActor() actor: Actor): Promise<PickupDto> {
    return this.queryBus.execute(new GetPickupQuery(actor, id));
  }

  @Get('reports/pickup/:id')
  @ApiProduces('application/pdf')
  @ApiOperation({ operationId: 'pickupRomaneio', summary: 'Romaneio da coleta em PDF' })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async romaneioPdf(
    @Param('id', pickupId) id: string,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const { number, pdf } = await this.romaneio.pdf(actor, id);
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachment(`romaneio-coleta-${number}.pdf`));
    return new StreamableFile(pdf);
  }

  @Get('pickups/:id/notfis')
  @ApiProduces('text/plain')
  @ApiOperation({
    operationId: 'pickupNotfis',
    summary: 'NOTFIS 3.1 (PROCEDA) da coleta: as notas fiscais dos pedidos',
  })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async notfisFile(
    @Param('id', pickupId) id: string,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.notfis.of({ companyId: actor.companyId, anyCompany: actor.isSuperAdmin }, id);
    reply
      .header('Content-Type', 'text/plain; charset=us-ascii')
      .header('Content-Disposition', attachment(file.fileName));
    return new StreamableFile(file.content);
  }
}
