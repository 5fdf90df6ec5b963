import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { IsRequiredCalendarDay } from '../../../orders/index.js';
import { PickupRefPayload } from '../shared/pickup.payloads.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** ChangePickupDate: estimated_date and the window, 10:00-15:00 unless given. */
export class ChangePickupDatePayload extends PickupRefPayload {
  @ApiProperty({ format: 'date' })
  @IsRequiredCalendarDay('Informe a data estimada de coleta')
  estimated_date: string;

  @ApiProperty({ required: false, default: '10:00' })
  @IsOptional()
  @Matches(TIME, { message: 'Horário inicial inválido: use HH:MM.' })
  estimated_time_start?: string;

  @ApiProperty({ required: false, default: '15:00' })
  @IsOptional()
  @Matches(TIME, { message: 'Horário final inválido: use HH:MM.' })
  estimated_time_end?: string;
}
