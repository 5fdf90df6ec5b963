import { MANUAL_RESOLUTIONS } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/** ResolveException {id, resolution, note}: what was done about it. */
export class ResolveExceptionPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Exceção inválida.' })
  id: string;

  @ApiProperty({ enum: MANUAL_RESOLUTIONS })
  @IsIn(MANUAL_RESOLUTIONS, { message: 'Informe a resolução.' })
  resolution: (typeof MANUAL_RESOLUTIONS)[number];

  @ApiProperty({ required: false, nullable: true, type: String, maxLength: 1000 })
  @IsOptional()
  @IsString({ message: 'A observação deve ser um texto.' })
  @MaxLength(1000, { message: 'A observação pode ter até 1000 caracteres.' })
  note?: string | null;
}
