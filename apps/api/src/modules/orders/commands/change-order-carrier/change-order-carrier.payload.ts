import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { CarrierChangePayload } from '../shared/carrier-change.payload.js';
import { IsFilledText } from '../shared/order-validators.js';

/** ChangeOrderCarrier: the order (id or reference) and the chosen quote's carrier. */
export class ChangeOrderCarrierPayload extends CarrierChangePayload {
  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Id de pedido inválido.' })
  id?: string;

  @ApiProperty({ required: false })
  @ValidateIf((payload: ChangeOrderCarrierPayload) => payload.id === undefined)
  @IsFilledText(100, 'Informe o id ou o código do pedido.', 'O código do pedido deve ter no máximo 100 caracteres.')
  reference?: string;
}
