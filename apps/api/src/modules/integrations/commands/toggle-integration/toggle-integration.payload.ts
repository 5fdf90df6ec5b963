import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsUUID } from 'class-validator';

/** Spec: ToggleIntegration {id, enable}. */
export class ToggleIntegrationPayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Informe a integração.' }) id: string;
  @ApiProperty() @IsBoolean({ message: 'enable deve ser verdadeiro ou falso.' }) enable: boolean;
}
