import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class RefuseCarrierRegistrationPayload {
  @ApiProperty({ maxLength: 500 })
  @IsString({ message: 'Informe o motivo da recusa.' })
  @IsNotEmpty({ message: 'Informe o motivo da recusa.' })
  @MaxLength(500, { message: 'Deve ter no máximo 500 caracteres' })
  reason: string;
}
