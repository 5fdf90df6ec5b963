import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../platform/auth/decorators.js';
import { CommandResultDto } from '../../../platform/commands/command-request.dto.js';
import { attachment } from '../../../platform/http/attachment.js';
import { NotFound } from '../../../platform/errors/domain-errors.js';
import { UploadStore } from '../../../platform/uploads/upload-store.js';
import { danfePdf } from '../../orders/index.js';
import { storedInvoice } from '../../orders/index.js';
import { PickupNotfisService } from '../adapters/notfis/pickup-notfis.js';
import { CarrierLinkTokens } from '../adapters/carrier-link-tokens.js';
import { CarrierPickupsDto, ConfirmCarrierPickupsDto } from './carrier-pickups.dto.js';
import { CarrierPickupsService } from '../queries/carrier-pickups.service.js';

/** The carrier's page behind its e-mailed link: no login, the token is the credential. */
@ApiTags('carrier-pickups')
@Controller('carrier-pickups')
@Public()
export class CarrierPickupsController {
  constructor(
    private readonly tokens: CarrierLinkTokens,
    private readonly service: CarrierPickupsService,
    private readonly uploads: UploadStore,
    private readonly notfis: PickupNotfisService,
  ) {}

  @Get()
  @ApiQuery({ name: 'token', required: true })
  @ApiOperation({ operationId: 'getCarrierPickups', summary: 'Coletas da transportadora do link, por CD' })
  @ApiOkResponse({ type: CarrierPickupsDto })
  async page(@Query('token') token: string): Promise<CarrierPickupsDto> {
    return this.service.page(await this.tokens.verify(token), token);
  }

  @Post()
  @HttpCode(200)
  @ApiQuery({ name: 'token', required: true })
  @ApiOperation({
    operationId: 'confirmCarrierPickups',
    summary: 'A transportadora confirma a data das coletas selecionadas',
  })
  @ApiOkResponse({ type: CommandResultDto })
  async confirm(
    @Query('token') token: string,
    @Body() body: ConfirmCarrierPickupsDto,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    const link = await this.tokens.verify(token);
    return this.service.confirm(link, body, { companyId: link.companyId, userId: null, correlationId: request.id });
  }

  @Get('files')
  @ApiQuery({ name: 'token', required: true })
  @ApiQuery({ name: 'path', required: true })
  @ApiOperation({
    operationId: 'downloadCarrierPickupFile',
    summary: 'Nota fiscal de uma coleta aceita pela transportadora do link',
  })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async file(
    @Query('token') token: string,
    @Query('path') path: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const link = await this.tokens.verify(token);
    const file = await this.uploads.open(link.companyId, await this.service.fileOf(link, path ?? ''));
    reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Disposition', attachment(path.slice(path.lastIndexOf('/') + 1)));
    return new StreamableFile(file);
  }

  @Get('danfe')
  @ApiQuery({ name: 'token', required: true })
  @ApiQuery({ name: 'path', required: true })
  @ApiOperation({
    operationId: 'downloadCarrierPickupDanfe',
    summary: 'DANFE (PDF) da nota fiscal de uma coleta aceita pela transportadora do link',
  })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async danfe(
    @Query('token') token: string,
    @Query('path') path: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const link = await this.tokens.verify(token);
    const invoice = await storedInvoice(this.uploads, link.companyId, await this.service.fileOf(link, path ?? ''));
    if (!invoice) throw new NotFound('Arquivo não encontrado.');
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachment(`danfe-${invoice.number}.pdf`));
    return new StreamableFile(await danfePdf(invoice));
  }

  @Get('notfis')
  @ApiQuery({ name: 'token', required: true })
  @ApiQuery({ name: 'pickup_id', required: true })
  @ApiOperation({
    operationId: 'downloadCarrierPickupNotfis',
    summary: 'NOTFIS 3.1 (PROCEDA) de uma coleta aceita pela transportadora do link',
  })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async notfisFile(
    @Query('token') token: string,
    @Query('pickup_id') pickupId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const link = await this.tokens.verify(token);
    if (!isUUID(pickupId ?? '')) throw new NotFound('Coleta não encontrada.');
    const file = await this.notfis.of({ companyId: link.companyId, carrierId: link.carrierId }, pickupId);
    reply
      .header('Content-Type', 'text/plain; charset=us-ascii')
      .header('Content-Disposition', attachment(file.fileName));
    return new StreamableFile(file.content);
  }
}
