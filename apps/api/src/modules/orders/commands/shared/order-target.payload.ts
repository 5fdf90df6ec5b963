import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { IsFilledText } from './order-validators.js';

/** An order named by its id or by its reference (number), as the spec's commands send it. */
export class OrderTargetPayload {
  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Id de pedido inválido.' })
  id?: string;

  @ApiProperty({ required: false, description: 'Número do pedido, quando não se envia o id' })
  @ValidateIf((payload: OrderTargetPayload) => payload.id === undefined)
  @IsFilledText(100, 'Informe o id ou o código do pedido.', 'O código do pedido deve ter no máximo 100 caracteres.')
  reference?: string;
}

/** Status moves by hand (orders-pickups.md §7: order reference, manually). */
export class OrderMovePayload extends OrderTargetPayload {
  @ApiProperty({ required: false, default: true, description: 'Marcado por uma pessoa (sempre verdadeiro nesta API)' })
  @IsOptional()
  manually?: boolean;
}

/** An order named by order_id or by reference, as NewIssue and RegisterTracking send it. */
export class OrderIdOrReferencePayload {
  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Id de pedido inválido.' })
  order_id?: string;

  @ApiProperty({ required: false, description: 'Número do pedido, quando não se envia o order_id' })
  @ValidateIf((payload: OrderIdOrReferencePayload) => payload.order_id === undefined)
  @IsFilledText(100, 'Informe o id ou o código do pedido.', 'O código do pedido deve ter no máximo 100 caracteres.')
  reference?: string;
}

export const orderTargetOf = ({ order_id, reference }: OrderIdOrReferencePayload) => ({ id: order_id, reference });
