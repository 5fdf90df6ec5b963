import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsObject, IsString, MaxLength } from 'class-validator';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

export class UploadedCsvPayload {
  @ApiProperty({ description: 'Caminho devolvido por POST /upload' })
  @IsString({ message: 'Envie o arquivo CSV.' })
  @IsNotEmpty({ message: 'Envie o arquivo CSV.' })
  @MaxLength(300, { message: 'Arquivo não encontrado.' })
  path: string;
}

/** Spec: CreateProductsFromCSV {csv: {path}}. */
export class CreateProductsFromCsvPayload {
  @ApiProperty({ type: UploadedCsvPayload })
  @IsObject({ message: 'Envie o arquivo CSV.' })
  @NestedPayload(() => UploadedCsvPayload)
  csv: UploadedCsvPayload;
}
