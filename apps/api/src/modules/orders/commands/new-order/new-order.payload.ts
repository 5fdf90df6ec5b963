import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { CompiledPayload } from '../../../../platform/http/compiled-payload.js';
import { OrderPayload } from '../shared/order.payload.js';
import { NEW_ORDER_SCHEMA, newOrderRefined } from './new-order.schema.js';

/** NewOrder: the order fields, and whether the order is only tracked (set once, an edit keeps it). */
@CompiledPayload(NEW_ORDER_SCHEMA, newOrderRefined)
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
