import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { IsFilledText } from '../../../orders/index.js';

/** UpdatePickup {integration_code}: the carrier's own pickup code. */
export class UpdatePickupPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Coleta inválida.' })
  id: string;

  @ApiProperty()
  @IsFilledText(60, 'Informe o código de coleta.', 'O código de coleta deve ter no máximo 60 caracteres.')
  integration_code: string;
}
