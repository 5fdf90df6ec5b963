import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { IsFilledText } from '../../../orders/index.js';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

export class PickupIdPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Coleta inválida.' })
  id: string;
}

/** {pickup: {id}} as ConfirmPickup sends it, or the reference of an order in the pickup (PerformPickup, ChangeDriver). */
export class PickupRefPayload {
  @ApiProperty({ required: false, type: PickupIdPayload })
  @IsOptional()
  @IsObject({ message: 'Coleta inválida.' })
  @NestedPayload(() => PickupIdPayload)
  pickup?: PickupIdPayload;

  @ApiProperty({ required: false, description: 'Número de um pedido da coleta, quando não se envia a coleta' })
  @ValidateIf((payload: PickupRefPayload) => payload.pickup === undefined)
  @IsFilledText(
    100,
    'Informe a coleta ou o número de um pedido dela.',
    'O código do pedido deve ter no máximo 100 caracteres.',
  )
  reference?: string;
}

export const pickupTargetOf = (payload: PickupRefPayload) => ({
  id: payload.pickup?.id,
  orderReference: payload.reference,
});
