import { ApiProperty } from '@nestjs/swagger';
import { AddressPayload, PickupWindowPayload } from '../commands/shared/distribution-center.payload.js';

export class CarrierAddressDto {
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: String, nullable: true }) state: string | null;
}

export class CarrierPropertyDto {
  @ApiProperty({ type: CarrierAddressDto }) address: CarrierAddressDto;
}

export class CarrierDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() canonical_name: string;
  @ApiProperty({ type: String, nullable: true }) federal_tax_id: string | null;
  @ApiProperty({ type: String, nullable: true }) state_tax_id: string | null;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_at: string;
  @ApiProperty({ type: CarrierPropertyDto }) property: CarrierPropertyDto;
  @ApiProperty({ description: 'Transportadora própria da empresa (editável); falso para o catálogo compartilhado' })
  own: boolean;
}

export class CarrierListDto {
  @ApiProperty({ type: [CarrierDto] }) data: CarrierDto[];
  @ApiProperty() total: number;
}

export class CarrierEmailsDto {
  @ApiProperty({ format: 'uuid' }) carrier_id: string;
  @ApiProperty({ type: [String], description: 'E-mails de solicitação de coleta da empresa para esta transportadora' })
  emails: string[];
}

export class DistributionCenterDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() reference: string;
  @ApiProperty() name: string;
  @ApiProperty() expedition_time: number;
  @ApiProperty({ type: AddressPayload }) address: AddressPayload;
  @ApiProperty({ type: PickupWindowPayload }) pickup_window: PickupWindowPayload;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_at: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) updated_at: string;
}

export class DistributionCenterListDto {
  @ApiProperty({ type: [DistributionCenterDto] }) data: DistributionCenterDto[];
  @ApiProperty() total: number;
}
