import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../../platform/http/page-query.js';

export class CarrierRegistrationListParams extends PageQuery {
  @ApiProperty({ required: false, enum: ['pending', 'approved', 'refused'], default: 'pending' })
  @IsOptional()
  @IsIn(['pending', 'approved', 'refused'], { message: 'Situação inválida.' })
  status?: 'pending' | 'approved' | 'refused';
}

/** POST carrier-registrations: the id and the key that sends the freight files (no login). */
export class CarrierRegistrationCreatedDto {
  @ApiProperty({ example: 'Cadastro realizado com sucesso!' }) message: string;
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Chave para enviar os arquivos de frete deste cadastro' }) token: string;
}

class CarrierRegistrationAddressDto {
  @ApiProperty() zip: string;
  @ApiProperty() street1: string;
  @ApiProperty() number: string;
  @ApiProperty({ type: String, nullable: true }) street2: string | null;
  @ApiProperty() neighborhood: string;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
}

class FreightFileDto {
  @ApiProperty({ description: 'Caminho para GET carrier-registrations/{id}/file?path=' }) path: string;
  @ApiProperty() name: string;
}

class FreightFilesDto {
  @ApiProperty() carrier_name: string;
  @ApiProperty() federal_tax_id: string;
  @ApiProperty({ type: [String] }) emails: string[];
  @ApiProperty({ type: [FreightFileDto] }) files: FreightFileDto[];
}

export class CarrierRegistrationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() canonical_name: string;
  @ApiProperty() federal_tax_id: string;
  @ApiProperty() state_tax_id: string;
  @ApiProperty() phone: string;
  @ApiProperty() cubage: number;
  @ApiProperty() tms: string;
  @ApiProperty({ type: CarrierRegistrationAddressDto }) address: CarrierRegistrationAddressDto;
  @ApiProperty({ enum: ['pending', 'approved', 'refused'] }) status: 'pending' | 'approved' | 'refused';
  @ApiProperty({ type: FreightFilesDto, nullable: true }) freight_files: FreightFilesDto | null;
  @ApiProperty({ type: String, nullable: true }) refusal_reason: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) carrier_id: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class CarrierRegistrationListDto {
  @ApiProperty({ type: [CarrierRegistrationDto] }) data: CarrierRegistrationDto[];
  @ApiProperty() total: number;
}
