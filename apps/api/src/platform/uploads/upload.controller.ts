import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor.js';
import { CurrentActor } from '../auth/decorators.js';
import { InvalidInput } from '../errors/domain-errors.js';
import { UploadStore } from './upload-store.js';

export class UploadedFileDto {
  @ApiProperty({
    description: 'Caminho do arquivo, para enviar em uma ação (ex.: CreateProductsFromCSV {csv: {path}})',
  })
  path: string;
}

/** POST /upload (multipart, one file of at most 10 MB): any signed-in user, stored for their company. */
@ApiTags('uploads')
@Controller('upload')
export class UploadController {
  constructor(private readonly store: UploadStore) {}

  @Post()
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiOperation({
    operationId: 'uploadFile',
    summary: 'Envia um arquivo (até 10 MB) e devolve o caminho para usá-lo em uma ação',
  })
  @ApiOkResponse({ type: UploadedFileDto })
  async upload(@Req() request: FastifyRequest, @CurrentActor() actor: Actor): Promise<UploadedFileDto> {
    if (!request.isMultipart()) throw new InvalidInput('Envie o arquivo como multipart/form-data.');
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new InvalidInput('Selecione um arquivo para enviar.');
    return { path: await this.store.save(actor.companyId, part.filename, part.file) };
  }
}
