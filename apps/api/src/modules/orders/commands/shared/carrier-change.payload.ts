import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsUUID, Max, Min } from 'class-validator';

/** The forced carrier of a chosen quote ('Selecione uma cotacao' when none was chosen). */
export class CarrierChangePayload {
  @ApiProperty({ format: 'uuid', description: 'Transportadora da cotação escolhida' })
  @IsUUID('all', { message: 'Selecione uma cotacao' })
  carrier_id: string;

  @ApiProperty({ required: false, type: Number, nullable: true, description: 'Valor da cotação escolhida, R$' })
  @IsOptional()
  @IsNumber({}, { message: 'Valor de frete inválido.' })
  @Min(0, { message: 'O valor do frete não pode ser negativo.' })
  @Max(100_000_000)
  estimated_cost?: number | null;
}
