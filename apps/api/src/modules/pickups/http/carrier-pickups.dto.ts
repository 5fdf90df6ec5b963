import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsRequiredCalendarDay } from '../../orders/index.js';

export class CarrierPickupTotalsDto {
  @ApiProperty() total_volumes: number;
  @ApiProperty() total_weight: number;
  @ApiProperty() total_m3: number;
  @ApiProperty() max_m3: number;
  @ApiProperty() min_m3: number;
  @ApiProperty() cargo_value: number;
}

export class CarrierPickupFileDto {
  @ApiProperty({ description: 'Endereço para baixar com o mesmo token' }) file: string;
  @ApiProperty() description: string;
}

export class CarrierPickupDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Número da coleta na empresa' }) number: number;
  @ApiProperty({ type: CarrierPickupTotalsDto }) totals: CarrierPickupTotalsDto;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) pickup_date: string | null;
  @ApiProperty({ type: String, nullable: true }) integration_code: string | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: [CarrierPickupFileDto], description: 'Notas fiscais só depois do aceite' })
  files: CarrierPickupFileDto[];
}

export class CarrierCenterAddressDto {
  @ApiProperty() city: string;
  @ApiProperty() state: string;
  @ApiProperty({ description: 'Razão social' }) name: string;
  @ApiProperty() federal_tax_id: string;
  @ApiProperty() phone: string;
}

export class CarrierCenterDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: CarrierCenterAddressDto }) address: CarrierCenterAddressDto;
  @ApiProperty() format_address: string;
  @ApiProperty({ type: [String] }) pickup_window: string[];
  @ApiProperty({ type: [CarrierPickupDto] }) pickups: CarrierPickupDto[];
  @ApiProperty({ type: [CarrierPickupDto], description: 'Aceitas nos últimos 30 dias' })
  pickups_accepted: CarrierPickupDto[];
}

export class CarrierPageCarrierDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() canonical_name: string;
}

export class CarrierPickupsDto {
  @ApiProperty({ type: CarrierPageCarrierDto }) carrier: CarrierPageCarrierDto;
  @ApiProperty({ type: [CarrierCenterDto] }) distribution_center: CarrierCenterDto[];
}

/** POST carrier-pickups?token= {pickup_ids, pickup_code, pickup_date}. */
export class ConfirmCarrierPickupsDto {
  @ApiProperty({ type: [String], format: 'uuid' })
  @IsArray({ message: 'Selecione as coletas.' })
  @ArrayMinSize(1, { message: 'Selecione as coletas.' })
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true, message: 'Coleta inválida.' })
  pickup_ids: string[];

  @ApiProperty({ required: false })
  @IsOptional()
  @IsString()
  @MaxLength(60, { message: 'O código de coleta deve ter no máximo 60 caracteres.' })
  pickup_code?: string;

  @ApiProperty({ format: 'date' })
  @IsRequiredCalendarDay('Informe a data estimada de coleta')
  pickup_date: string;
}
