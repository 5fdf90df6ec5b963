import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsUUID } from 'class-validator';
import { CarrierPayload } from '../shared/carrier.payload.js';

export class UpdateCarrierPayload extends CarrierPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe o id da transportadora.' })
  id: string;

  @ApiProperty()
  @IsBoolean({ message: 'Informe se a transportadora está ativa.' })
  active: boolean;
}
