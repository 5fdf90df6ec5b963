import { ApiProperty } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { InvalidInput } from '../../../platform/errors/domain-errors.js';
import type { FreightTableUpload } from '../commands/import-freight-table/import-freight-table.command.js';

const FIELDS = ['carrier', 'region', 'cd', 'cubage', 'tipo', 'applyIcms', 'readjustment'] as const;

export class ImportedTableDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Faixas de CEP lidas' }) routes: number;
  @ApiProperty() message: string;
}

/** Reads the multipart form; the file must be UTF-8 text (a CSV), at most the multipart size limit. */
export async function readFreightTableUpload(request: FastifyRequest): Promise<FreightTableUpload> {
  if (!request.isMultipart()) throw new InvalidInput('Envie o formulário como multipart/form-data.');
  const upload: FreightTableUpload = {
    fileName: null,
    content: null,
    carrier: '',
    region: '',
    cd: '',
    cubage: '',
    tipo: '',
    applyIcms: '',
    readjustment: '',
  };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw new InvalidInput(`Campo de arquivo inesperado: ${part.fieldname}.`);
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw new InvalidInput('O arquivo passa de 10 MB.');
      upload.fileName = part.filename;
      upload.content = buffer.length ? buffer.toString('utf8') : null;
    } else if ((FIELDS as readonly string[]).includes(part.fieldname)) {
      upload[part.fieldname as (typeof FIELDS)[number]] = String(part.value ?? '');
    }
  }
  return upload;
}
