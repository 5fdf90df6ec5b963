import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDay } from '../../../orders/index.js';
import { PickupRefPayload } from '../shared/pickup.payloads.js';

/** ConfirmPickup {pickup{id}} by operations; the date defaults to today. */
export class ConfirmPickupPayload extends PickupRefPayload {
  @ApiProperty({ required: false, format: 'date', description: 'Data da coleta (padrão: hoje)' })
  @IsOptional()
  @IsCalendarDay('Informe a data estimada de coleta')
  pickup_date?: string;

  @ApiProperty({ required: false })
  @IsOptional()
  @IsString()
  @MaxLength(60, { message: 'O código de coleta deve ter no máximo 60 caracteres.' })
  integration_code?: string;
}
