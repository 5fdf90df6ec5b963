import { QUERY_FLAGS, type QueryFlag } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQuery } from '../../../platform/http/page-query.js';
import { NestedPayload } from '../../../platform/http/nested-payload.js';

export class ProductFilters {
  @ApiProperty({
    required: false,
    description: 'SKUs exatos separados por vírgula (maiúsculas e minúsculas são iguais)',
    example: 'CAMISETA-P-AZUL,CADEIRA-GAMER',
  })
  @IsOptional()
  @IsString()
  @MaxLength(10_000, { message: 'A lista de SKUs é longa demais.' })
  reference?: string;

  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Id de produto inválido.' })
  id?: string;

  @ApiProperty({ required: false, enum: QUERY_FLAGS, description: "'1': só produtos sem CD de origem" })
  @IsOptional()
  @IsIn(QUERY_FLAGS, { message: 'without_origin deve ser 0 ou 1.' })
  without_origin?: QueryFlag;

  @ApiProperty({ required: false, maxLength: 100, description: 'Trecho do SKU ou do título (busca da lista)' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'A busca deve ter no máximo 100 caracteres.' })
  search?: string;
}

/** Spec: limit default 10 (at most 100), page, and filters[...]. */
export class ProductListQuery extends PageQuery {
  // PageQuery's validation; only the documented default and maximum differ (the handler caps at 100).
  @ApiProperty({ required: false, default: 10, minimum: 1, maximum: 100 })
  override limit?: number = undefined;

  @ApiProperty({ required: false, type: ProductFilters })
  @IsOptional()
  @NestedPayload(() => ProductFilters)
  filters?: ProductFilters;
}

export class ExtraVolumeDto {
  @ApiProperty({ description: 'metros' }) width: number;
  @ApiProperty({ description: 'metros' }) height: number;
  @ApiProperty({ description: 'metros' }) length: number;
  @ApiProperty({ description: 'kg' }) weight: number;
  @ApiProperty() quantity: number;
}

export class ProductCenterDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() reference: string;
  @ApiProperty() name: string;
}

export class ProductDto extends ExtraVolumeDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'SKU' }) reference: string;
  @ApiProperty({ description: 'Título' }) description: string;
  @ApiProperty() price: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) distribution_center_id: string | null;
  @ApiProperty({ type: ProductCenterDto, nullable: true }) distribution_center: ProductCenterDto | null;
  @ApiProperty({ description: 'Dias úteis somados ao prazo' }) expedition_time: number;
  @ApiProperty({ type: [ExtraVolumeDto], description: 'Volumes extras' }) property: ExtraVolumeDto[];
  @ApiProperty({ type: 'string', format: 'date-time' }) created_at: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) updated_at: string;
}

export class ProductListDto {
  @ApiProperty({ type: [ProductDto] }) data: ProductDto[];
  @ApiProperty() total: number;
}

export class ImportRowErrorDto {
  @ApiProperty({ description: 'Linha da planilha (o cabeçalho é a linha 1)' }) row: number;
  @ApiProperty() message: string;
}

export class ProductImportDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['pending', 'running', 'done', 'failed'] }) status: 'pending' | 'running' | 'done' | 'failed';
  @ApiProperty({ type: Number, nullable: true, description: 'Linhas de produto no arquivo, quando já lido' }) total:
    number | null;
  @ApiProperty({ description: 'Linhas já processadas' }) processed: number;
  @ApiProperty() created: number;
  @ApiProperty() updated: number;
  @ApiProperty({ description: 'Linhas recusadas' }) failed: number;
  @ApiProperty({ type: [ImportRowErrorDto], description: 'As primeiras 500 linhas recusadas, com o motivo' })
  errors: ImportRowErrorDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Motivo quando o arquivo inteiro foi recusado' }) message:
    string | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_at: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) finished_at: string | null;
}
