import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { IsFilledText } from './order-validators.js';

/** The order's reference, required when its id (`idField`) is missing or null: null names no order. */
export const ReferenceUnlessId = (idField: string) => (target: object, propertyName: string) => {
  ValidateIf((payload: Record<string, unknown>) => payload[idField] == null)(target, propertyName);
  IsFilledText(
    100,
    'Informe o id ou o código do pedido.',
    'O código do pedido deve ter no máximo 100 caracteres.',
  )(target, propertyName);
};

/** An order named by its id or by its reference (number), as the spec's commands send it. */
export class OrderTargetPayload {
  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Id de pedido inválido.' })
  id?: string;

  @ApiProperty({ required: false, description: 'Número do pedido, quando não se envia o id' })
  @ReferenceUnlessId('id')
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
  @ReferenceUnlessId('order_id')
  reference?: string;
}

export const orderTargetOf = ({ order_id, reference }: OrderIdOrReferencePayload) => ({ id: order_id, reference });
