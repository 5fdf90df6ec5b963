import { ApiProperty } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';
import { UploadedCsvPayload } from '../../../../platform/uploads/uploaded-csv.payload.js';
import { MODALS } from '../import-freight-table/import-freight-table.command.js';

/**
 * NewFreightTable (settings.md §7, payload not shown): the fields of POST admin/import-freight-table/v3
 * as JSON, the CSV sent first by POST upload and named by its path, as CreateProductsFromCSV does.
 */
export class NewFreightTablePayload {
  @ApiProperty({ format: 'uuid', description: 'Transportadora da tabela' })
  @IsUUID('all', { message: 'Selecione a transportadora' })
  carrier: string;

  @ApiProperty({ description: 'Região de origem' })
  @IsString({ message: 'Selecione a região' })
  @MaxLength(100, { message: 'A região deve ter no máximo 100 caracteres.' })
  region: string;

  @ApiProperty({ required: false, nullable: true, type: String, format: 'uuid', description: 'CD de origem' })
  @IsOptional()
  @IsUUID('all', { message: 'CD de origem não encontrado.' })
  cd?: string | null;

  @ApiProperty({ required: false, default: 300, description: 'Fator de cubagem (kg/m³)' })
  @IsOptional()
  @IsNumber({}, { message: 'Digite o fator de cubagem' })
  @Min(0.001, { message: 'Digite o fator de cubagem' })
  @Max(10_000, { message: 'Digite o fator de cubagem' })
  cubage?: number;

  @ApiProperty({ required: false, enum: MODALS, default: 'rodo' })
  @IsOptional()
  @IsIn(MODALS, { message: 'Modal inválido: use rodo ou aereo.' })
  tipo?: string;

  @ApiProperty({ required: false, default: true })
  @IsOptional()
  @IsBoolean({ message: 'applyIcms deve ser verdadeiro ou falso.' })
  applyIcms?: boolean;

  @ApiProperty({ required: false, default: 0, description: 'Reajuste em %' })
  @IsOptional()
  @IsNumber({}, { message: 'Reajuste inválido: informe um percentual de 0 a 1000.' })
  @Min(0, { message: 'Reajuste inválido: informe um percentual de 0 a 1000.' })
  @Max(1000, { message: 'Reajuste inválido: informe um percentual de 0 a 1000.' })
  readjustment?: number;

  @ApiProperty({ type: UploadedCsvPayload, description: 'A tabela em CSV (versão 3), enviada antes por POST upload' })
  @IsObject({ message: 'Envie o arquivo CSV.' })
  @NestedPayload(() => UploadedCsvPayload)
  csv: UploadedCsvPayload;
}
