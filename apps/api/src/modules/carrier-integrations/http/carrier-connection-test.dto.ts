import { ApiProperty } from '@nestjs/swagger';

/** 'Testar conexão': the carrier's own answer. */
export class CarrierConnectionTestDto {
  @ApiProperty({ description: 'Resposta da transportadora' }) message: string;
}
