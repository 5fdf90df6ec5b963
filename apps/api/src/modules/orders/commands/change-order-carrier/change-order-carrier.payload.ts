import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { CarrierChangePayload } from '../shared/carrier-change.payload.js';
import { ReferenceUnlessId } from '../shared/order-target.payload.js';

/** ChangeOrderCarrier: the order (id or reference) and the chosen quote's carrier. */
export class ChangeOrderCarrierPayload extends CarrierChangePayload {
  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Id de pedido inválido.' })
  id?: string;

  @ApiProperty({ required: false })
  @ReferenceUnlessId('id')
  reference?: string;
}
