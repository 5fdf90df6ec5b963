import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { CarrierChangePayload } from '../shared/carrier-change.payload.js';

/** ChangeShipmentCarrier: one volume (by its id) and the chosen quote's carrier. */
export class ChangeShipmentCarrierPayload extends CarrierChangePayload {
  @ApiProperty({ format: 'uuid', description: 'Id do volume' })
  @IsUUID('all', { message: 'Id de volume inválido.' })
  shipment_id: string;
}
