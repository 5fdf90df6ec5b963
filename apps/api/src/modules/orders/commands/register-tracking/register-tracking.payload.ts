import { ALERT_TYPE } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import { OrderIdOrReferencePayload } from '../shared/order-target.payload.js';
import { IsFilledText } from '../shared/order-validators.js';

/**
 * RegisterTracking {order_id, message, source manual, code, occurred_at} as the spec sends it; the
 * description defaults to the code's name (§9), else the message, and the alert type to the code's.
 */
export class RegisterTrackingPayload extends OrderIdOrReferencePayload {
  @ApiProperty({
    required: false,
    description: 'Descrição da ocorrência; sem ela, o nome do código (178, 179, 123, 126) ou a mensagem',
  })
  @IsOptional()
  @IsFilledText(255, 'Informe a descrição da ocorrência.', 'A descrição deve ter no máximo 255 caracteres.')
  description?: string;

  @ApiProperty({ required: false, type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'A mensagem deve ter no máximo 1000 caracteres.' })
  message?: string | null;

  @ApiProperty({
    required: false,
    type: String,
    nullable: true,
    description: 'Código da ocorrência (178, 179, 123, 126 geram alerta)',
  })
  @IsOptional()
  @IsString({ message: 'O código da ocorrência deve ser um texto.' })
  @MaxLength(10, { message: 'O código da ocorrência deve ter no máximo 10 caracteres.' })
  code?: string | null;

  // The form always asks for the type (orders-pickups.md §5); the command's spec payload has none, so a
  // missing type is the code's alert (178/179 Avaria, 123 Extravio, 126 Mercadoria Retida) or none.
  @ApiProperty({
    required: false,
    enum: Object.values(ALERT_TYPE),
    nullable: true,
    description: 'Tipo: 1 Avaria, 2 Extravio, 3 Mercadoria Retida, 4 outros; null = sem alerta; ausente = o do código',
  })
  @IsOptional()
  @IsIn([...Object.values(ALERT_TYPE), null], { message: 'Tipo da ocorrência inválido: use 1, 2, 3 ou 4.' })
  alert_type?: 1 | 2 | 3 | 4 | null;

  @ApiProperty({ format: 'date-time', description: 'Quando aconteceu' })
  @IsISO8601({ strict: true }, { message: 'Informe a data da ocorrência.' })
  occurred_at: string;

  @ApiProperty({ required: false, enum: ['manual'], default: 'manual' })
  @IsOptional()
  @IsIn(['manual'], { message: "A origem deve ser 'manual'." })
  source?: 'manual';
}
