import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { OrderPayload } from '../shared/order.payload.js';

/** NewOrder: the order fields, and whether the order is only tracked (set once, an edit keeps it). */
export class NewOrderPayload extends OrderPayload {
  @ApiProperty({
    required: false,
    default: false,
    description: 'Só rastreio: o frete não é contratado pela Despacho e o pedido não recebe mensagens',
  })
  @IsOptional()
  @IsBoolean({ message: 'tracking_only deve ser verdadeiro ou falso.' })
  tracking_only?: boolean;
}
