import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';

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
  @ValidateNested()
  @Type(() => UploadedCsvPayload)
  csv: UploadedCsvPayload;
}
