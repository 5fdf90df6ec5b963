import { ApiProperty } from '@nestjs/swagger';
import { IsUUID, MaxLength } from 'class-validator';
import { OrderIdOrReferencePayload } from '../shared/order-target.payload.js';
import { IsCarrierTrackingNumber, IsFilledText } from '../shared/order-validators.js';

/** SetTrackingNumber {order_id, shipment_id, tracking_number}: validated as shipments[].tracking_number. */
export class SetTrackingNumberPayload extends OrderIdOrReferencePayload {
  @ApiProperty({ format: 'uuid', description: 'Id do volume' })
  @IsUUID('all', { message: 'Id de volume inválido.' })
  shipment_id: string;

  @ApiProperty({
    maxLength: 50,
    description: 'Código de rastreio da transportadora (objeto dos Correios, shipmentId da Jadlog…)',
  })
  @IsFilledText(50, 'Informe o código de rastreio.', 'O código de rastreio deve ter no máximo 50 caracteres.')
  @MaxLength(50, { message: 'O código de rastreio deve ter no máximo 50 caracteres.' })
  @IsCarrierTrackingNumber()
  tracking_number: string;
}
