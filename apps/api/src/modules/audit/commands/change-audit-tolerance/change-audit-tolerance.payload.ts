import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, IsOptional, Max, Min } from 'class-validator';

/** ChangeAuditTolerance {percentage, amount}: ± % of the quote and/or ± R$; null or absent: not used. */
export class ChangeAuditTolerancePayload {
  @ApiProperty({ required: false, type: Number, nullable: true, description: 'Tolerância em % da cotação (0 a 100)' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'A tolerância em % deve ser um número com até 2 casas decimais.' })
  @Min(0, { message: 'A tolerância em % deve estar entre 0 e 100.' })
  @Max(100, { message: 'A tolerância em % deve estar entre 0 e 100.' })
  percentage?: number | null;

  @ApiProperty({ required: false, type: Number, nullable: true, description: 'Tolerância em R$ (0 a 10.000)' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'A tolerância em R$ deve ser um valor com até 2 casas decimais.' })
  @Min(0, { message: 'A tolerância em R$ deve estar entre R$ 0,00 e R$ 10.000,00.' })
  @Max(10_000, { message: 'A tolerância em R$ deve estar entre R$ 0,00 e R$ 10.000,00.' })
  amount?: number | null;
}
