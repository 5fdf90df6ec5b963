import { ApiProperty } from '@nestjs/swagger';
import { IsObject, Matches } from 'class-validator';
import { IsFilledText } from '../../../orders/index.js';
import { PickupRefPayload } from '../shared/pickup.payloads.js';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

export class DriverPayload {
  @ApiProperty()
  @IsFilledText(150, 'Informe o nome do motorista.', 'O nome do motorista deve ter no máximo 150 caracteres.')
  name: string;

  @ApiProperty({ description: 'Telefone com DDD, só dígitos' })
  @Matches(/^\d{10,11}$/, { message: 'Telefone do motorista inválido: informe DDD e número.' })
  phone: string;
}

/** ChangeDriver {pickup id or shipment reference, driver{name, phone}}. */
export class ChangeDriverPayload extends PickupRefPayload {
  @ApiProperty({ type: DriverPayload })
  @IsObject({ message: 'Informe o motorista.' })
  @NestedPayload(() => DriverPayload)
  driver: DriverPayload;
}
