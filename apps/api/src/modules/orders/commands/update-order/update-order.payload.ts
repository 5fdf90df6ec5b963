import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { OrderPayload } from '../shared/order.payload.js';

export class UpdateOrderPayload extends OrderPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe o id do pedido.' })
  id: string;
}
