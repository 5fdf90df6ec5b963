import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, IsUUID, ValidateIf } from 'class-validator';
import { LABEL_FORMATS, type LabelFormat } from '../../../identity/index.js';

/** Orders one run takes (issue 31: bulk runs of up to 500). */
export const MAX_LABEL_RUN_ORDERS = 500;

/** GenerateLabels {order_ids | references, format?}: the labels of these orders as a background run. */
export class GenerateLabelsPayload {
  @ApiProperty({
    required: false,
    type: [String],
    minItems: 1,
    maxItems: MAX_LABEL_RUN_ORDERS,
    description: 'Pedidos (ids); ou references',
  })
  @ValidateIf((payload: GenerateLabelsPayload) => payload.references === undefined)
  @IsArray({ message: 'Selecione os pedidos.' })
  @ArrayMinSize(1, { message: 'Selecione ao menos um pedido.' })
  @ArrayMaxSize(MAX_LABEL_RUN_ORDERS, { message: `Selecione no máximo ${MAX_LABEL_RUN_ORDERS} pedidos por vez.` })
  @IsUUID('all', { each: true, message: 'Pedido inválido.' })
  order_ids?: string[];

  @ApiProperty({
    required: false,
    type: [String],
    minItems: 1,
    maxItems: MAX_LABEL_RUN_ORDERS,
    description: 'Pedidos (referências), como a seleção da lista',
  })
  @IsOptional()
  @IsArray({ message: 'Selecione os pedidos.' })
  @ArrayMinSize(1, { message: 'Selecione ao menos um pedido.' })
  @ArrayMaxSize(MAX_LABEL_RUN_ORDERS, { message: `Selecione no máximo ${MAX_LABEL_RUN_ORDERS} pedidos por vez.` })
  @IsString({ each: true, message: 'Pedido inválido.' })
  references?: string[];

  @ApiProperty({ required: false, enum: LABEL_FORMATS, description: 'Formato do arquivo (padrão: o da empresa)' })
  @IsOptional()
  @IsIn(LABEL_FORMATS, { message: 'Formato de etiqueta inválido.' })
  format?: LabelFormat;
}
