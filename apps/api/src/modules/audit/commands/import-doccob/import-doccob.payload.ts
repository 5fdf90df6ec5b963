import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateNested } from 'class-validator';
import { IsFilledText } from '../../../orders/index.js';

/** A DOCCOB file of one upload; a few files per import (bills are small). */
export const MAX_DOCCOB_FILES = 20;

export class DoccobFilePayload {
  @ApiProperty({ description: 'Caminho devolvido por POST /upload (arquivo DOCCOB 3.0 .txt)' })
  @IsFilledText(500, 'Envie os arquivos DOCCOB.', 'Caminho de arquivo inválido.')
  path: string;
}

/** ImportDoccob {files[{path}]}: the carriers' freight bills, read at once (docs/edi-files.md). */
export class ImportDoccobPayload {
  @ApiProperty({ type: [DoccobFilePayload] })
  @IsArray({ message: 'Envie os arquivos DOCCOB.' })
  @ArrayMinSize(1, { message: 'Envie ao menos um arquivo DOCCOB.' })
  @ArrayMaxSize(MAX_DOCCOB_FILES, { message: `Envie no máximo ${MAX_DOCCOB_FILES} arquivos por vez.` })
  @ValidateNested({ each: true })
  @Type(() => DoccobFilePayload)
  files: DoccobFilePayload[];
}
