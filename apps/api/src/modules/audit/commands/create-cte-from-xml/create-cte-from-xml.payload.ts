import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateNested } from 'class-validator';
import { MAX_BATCH_FILES } from '../../../orders/index.js';
import { IsFilledText } from '../../../orders/index.js';

export class CteFilePayload {
  @ApiProperty({ description: 'Caminho devolvido por POST /upload (.xml de um CT-e ou .zip com vários)' })
  @IsFilledText(500, 'Envie os arquivos de CT-e.', 'Caminho de arquivo inválido.')
  path: string;
}

/** CreateCteFromXml {invoices[{path}]} (public-account.md §7): files sent with POST /upload. */
export class CreateCteFromXmlPayload {
  @ApiProperty({ type: [CteFilePayload] })
  @IsArray({ message: 'Envie os arquivos de CT-e.' })
  @ArrayMinSize(1, { message: 'Envie ao menos um arquivo .xml ou .zip.' })
  @ArrayMaxSize(MAX_BATCH_FILES, { message: `Envie no máximo ${MAX_BATCH_FILES} arquivos por lote.` })
  @ValidateNested({ each: true })
  @Type(() => CteFilePayload)
  invoices: CteFilePayload[];
}
