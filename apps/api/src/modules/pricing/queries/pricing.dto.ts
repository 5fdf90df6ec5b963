import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { PageQuery } from '../../../platform/http/page-query.js';
import { NestedPayload } from '../../../platform/http/nested-payload.js';

export class FreightTableFilters {
  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Transportadora inválida.' })
  carrier?: string;
}

export class FreightTableListQuery extends PageQuery {
  // The reuse screen loads up to 1000 of a client's tables at once (spec settings.md §5).
  @ApiProperty({
    required: false,
    default: 100,
    minimum: 1,
    maximum: 1000,
    description: 'Até 100; até 1000 com company_id',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit deve ser um número inteiro.' })
  @Min(1, { message: 'limit deve ser no mínimo 1.' })
  @Max(1000, { message: 'limit deve ser no máximo 1000.' })
  declare limit?: number;

  @ApiProperty({ required: false, format: 'uuid', description: 'Empresa cliente (apenas super admin)' })
  @IsOptional()
  @IsUUID('all', { message: 'Selecione o Cliente' })
  company_id?: string;

  @ApiProperty({ required: false, type: FreightTableFilters })
  @IsOptional()
  @NestedPayload(() => FreightTableFilters)
  filters?: FreightTableFilters;
}

class NamedRef {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

class TableCarrierDto extends NamedRef {
  @ApiProperty() canonical_name: string;
}

class DestinationCountDto {
  @ApiProperty() state: string;
  @ApiProperty() total: number;
}

export class FreightTableDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Região de origem' }) origin: string;
  @ApiProperty() modal: string;
  @ApiProperty({ type: [NamedRef], description: "Vazio = 'Todos'" }) distribution_centers: NamedRef[];
  @ApiProperty({ type: TableCarrierDto }) carrier: TableCarrierDto;
  @ApiProperty() cubage: number;
  @ApiProperty() apply_icms: boolean;
  @ApiProperty() readjustment_percent: number;
  @ApiProperty({ enum: [1, 3], description: '1 tabela completa, 3 simplificada' }) version: 1 | 3;
  @ApiProperty({ enum: [0, 1] }) active: number;
  @ApiProperty({ type: [DestinationCountDto] }) main_destinations: DestinationCountDto[];
  @ApiProperty() routes_count: number;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_at: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) updated_at: string;
}

export class FreightTableListDto {
  @ApiProperty({ type: [FreightTableDto] }) data: FreightTableDto[];
  @ApiProperty() total: number;
}

class QuotationLogParcelDto {
  @ApiProperty({ required: false }) reference?: string;
  @ApiProperty() width: number;
  @ApiProperty() height: number;
  @ApiProperty() length: number;
  @ApiProperty() weight: number;
  @ApiProperty({ required: false }) quantity?: number;
  @ApiProperty({ required: false }) cargo_value?: number;
}

class QuotationLogParametersDto {
  @ApiProperty() zip_from: string;
  @ApiProperty({ type: String, nullable: true }) origin: string | null;
  @ApiProperty() zip_to: string;
  @ApiProperty({ type: [QuotationLogParcelDto] }) parcels: QuotationLogParcelDto[];
}

class QuotationLogResponseDto {
  @ApiProperty() carrier: string;
  @ApiProperty() estimated_cost: number;
  @ApiProperty() cargo_value: number;
  @ApiProperty() cubed_weight: number;
  @ApiProperty() delivery_days: number;
}

export class QuotationLogDto {
  @ApiProperty() id: string;
  @ApiProperty({ type: Number, nullable: true }) channel_id: number | null;
  @ApiProperty({ type: String, nullable: true }) channel: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_at: string;
  @ApiProperty({ type: QuotationLogParametersDto }) parameters: QuotationLogParametersDto;
  @ApiProperty({ type: [QuotationLogResponseDto] }) response: QuotationLogResponseDto[];
}

export class QuotationLogListDto {
  @ApiProperty({ type: [QuotationLogDto] }) data: QuotationLogDto[];
  @ApiProperty() total: number;
}
