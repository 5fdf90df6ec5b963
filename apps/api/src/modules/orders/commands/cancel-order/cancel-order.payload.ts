import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { IsFilledText } from '../shared/order-validators.js';

/** CancelOrder by id or by reference (orders-pickups.md §7). */
export class CancelOrderPayload {
  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Id de pedido inválido.' })
  id?: string;

  @ApiProperty({ required: false, description: 'Número do pedido, quando não se envia o id' })
  @ValidateIf((payload: CancelOrderPayload) => payload.id === undefined)
  @IsFilledText(100, 'Informe o id ou o código do pedido.', 'O código do pedido deve ter no máximo 100 caracteres.')
  reference?: string;
}
