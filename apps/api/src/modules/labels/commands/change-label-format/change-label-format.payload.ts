import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty } from 'class-validator';
import { LABEL_FORMATS, type LabelFormat } from '../../../identity/index.js';

/** ChangeLabelFormat {label_format}: the company's default label file (PDF 10×15, PDF A4 or ZPL). */
export class ChangeLabelFormatPayload {
  @ApiProperty({ enum: LABEL_FORMATS, description: 'Formato padrão das etiquetas' })
  @IsNotEmpty({ message: 'Escolha o formato das etiquetas.' })
  @IsIn(LABEL_FORMATS, { message: 'Formato de etiqueta inválido.' })
  label_format: LabelFormat;
}
