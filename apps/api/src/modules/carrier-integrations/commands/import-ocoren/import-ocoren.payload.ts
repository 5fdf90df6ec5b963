import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateNested } from 'class-validator';
import { MAX_BATCH_FILES } from '../../../orders/index.js';
import { IsFilledText } from '../../../orders/index.js';

export class OcorenFilePayload {
  @ApiProperty({ description: 'Caminho devolvido por POST /upload (arquivo OCOREN .txt, ou .gz)' })
  @IsFilledText(500, 'Envie os arquivos OCOREN.', 'Caminho de arquivo inválido.')
  path: string;
}

/** ImportOcoren {files[{path}]}: OCOREN files sent with POST /upload, imported as a batch of type 3. */
export class ImportOcorenPayload {
  @ApiProperty({ type: [OcorenFilePayload] })
  @IsArray({ message: 'Envie os arquivos OCOREN.' })
  @ArrayMinSize(1, { message: 'Envie ao menos um arquivo OCOREN.' })
  @ArrayMaxSize(MAX_BATCH_FILES, { message: `Envie no máximo ${MAX_BATCH_FILES} arquivos por lote.` })
  @ValidateNested({ each: true })
  @Type(() => OcorenFilePayload)
  files: OcorenFilePayload[];
}
