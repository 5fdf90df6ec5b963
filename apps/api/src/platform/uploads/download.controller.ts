import { QUERY_FLAGS, type QueryFlag } from '@despacho/domain';
import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../auth/actor.js';
import { CurrentActor } from '../auth/decorators.js';
import { attachment } from '../http/attachment.js';
import { UploadStore } from './upload-store.js';

export class DownloadQuery {
  @ApiProperty({ description: 'Caminho devolvido por POST /upload (ex.: o path de um anexo)' })
  @IsString({ message: 'Informe o arquivo.' })
  @MaxLength(500)
  path: string;

  @ApiProperty({
    required: false,
    enum: QUERY_FLAGS,
    description: "'1' como o cliente da especificação envia; o arquivo vem no corpo",
  })
  @IsOptional()
  @IsIn(QUERY_FLAGS)
  url?: QueryFlag;
}

/** GET /download?url=1&path=: one of the company's own uploads, as a download under its original name. */
@ApiTags('uploads')
@Controller('download')
export class DownloadController {
  constructor(private readonly store: UploadStore) {}

  @Get()
  @ApiOperation({ operationId: 'downloadFile', summary: 'Baixa um arquivo enviado pela empresa (anexos, notas)' })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async download(
    @Query() query: DownloadQuery,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.store.open(actor.companyId, query.path);
    reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Disposition', attachment(query.path.slice(query.path.lastIndexOf('/') + 1)));
    return new StreamableFile(file);
  }
}
