import { Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../../../platform/auth/decorators.js';
import { InvalidInput } from '../../../platform/errors/domain-errors.js';
import { readUpload, UploadStore } from '../../../platform/uploads/upload-store.js';
import { InvoiceBatches, OCOREN_BATCH } from '../../orders/index.js';
import { OcorenBatchRunner } from '../jobs/ocoren-batch.runner.js';
import { OcorenLinks } from '../queries/ocoren-links/ocoren-links.js';
import { OcorenImportResultDto, OcorenLinkInfoDto } from './ocoren.dto.js';
import { randomUUID } from 'node:crypto';
import { visibleCarriers } from '../../catalog/index.js';
import { companyNames } from '../../identity/index.js';

/** The token of a carrier link: `Authorization: Bearer` (a carrier's system) or `?token=` (the page). */
function tokenOf(request: FastifyRequest, query: string | undefined): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return query;
}

/**
 * Where carriers send OCOREN files, no login: the link's token is the credential and names the
 * company and the carrier. The file is kept as a batch of type 3 the merchant sees beside their own,
 * and imported at once so the answer carries its summary.
 */
@ApiTags('ocoren')
@Controller('edi/ocoren')
@Public()
export class CarrierOcorenController {
  constructor(
    private readonly links: OcorenLinks,
    private readonly uploads: UploadStore,
    private readonly batches: InvoiceBatches,
    private readonly runner: OcorenBatchRunner,
    private readonly db: DataSource,
  ) {}

  @Get('link')
  @ApiQuery({ name: 'token', required: true })
  @ApiOperation({ operationId: 'getOcorenLink', summary: 'Transportadora e embarcador de um link de envio de OCOREN' })
  @ApiOkResponse({ type: OcorenLinkInfoDto })
  async link(@Query('token') token: string): Promise<OcorenLinkInfoDto> {
    const link = await this.links.verify(token);
    const [carriers, companies] = await Promise.all([
      visibleCarriers(this.db, link.companyId, [link.carrierId]),
      companyNames(this.db, [link.companyId]),
    ]);
    return {
      carrier_name: carriers.get(link.carrierId)?.name ?? '',
      company_name: companies.get(link.companyId) ?? '',
    };
  }

  @Post()
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiQuery({
    name: 'token',
    required: false,
    description: 'O token do link, quando não vai no cabeçalho Authorization',
  })
  @ApiConsumes('multipart/form-data', 'text/plain')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiOperation({
    operationId: 'sendOcoren',
    summary:
      'A transportadora envia um arquivo OCOREN (PROCEDA 3.0/3.1): multipart (campo file, até 10 MB, .txt ou .gz) ou text/plain (até 1 MB)',
  })
  @ApiOkResponse({ type: OcorenImportResultDto })
  async send(@Req() request: FastifyRequest, @Query('token') token?: string): Promise<OcorenImportResultDto> {
    const link = await this.links.verify(tokenOf(request, token));
    const { name, bytes } = await this.fileOf(request);
    const path = await this.uploads.saveBytes(link.companyId, name, bytes);
    const id = randomUUID();
    const batch = await this.batches.create(id, link.companyId, null, [{ path }], OCOREN_BATCH);
    const summary = (await this.runner.run(id))!;
    const { total, total_success, applied, duplicates, errors } = summary;
    return { batch, total, total_success, total_error: errors.length, applied, duplicates, errors };
  }

  private async fileOf(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
    if (request.isMultipart()) {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw new InvalidInput('Envie o arquivo OCOREN no campo file.');
      return { name: part.filename || 'ocoren.txt', bytes: await readUpload(part.file) };
    }
    if (typeof request.body === 'string' && request.body.trim() !== '')
      return { name: 'ocoren.txt', bytes: Buffer.from(request.body, 'utf8') };
    throw new InvalidInput('Envie o arquivo OCOREN como multipart/form-data (campo file) ou como text/plain.');
  }
}
