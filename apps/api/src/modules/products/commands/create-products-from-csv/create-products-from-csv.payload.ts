import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';
import { UploadedCsvPayload } from '../../../../platform/uploads/uploaded-csv.payload.js';

/** Spec: CreateProductsFromCSV {csv: {path}}. */
export class CreateProductsFromCsvPayload {
  @ApiProperty({ type: UploadedCsvPayload })
  @IsObject({ message: 'Envie o arquivo CSV.' })
  @NestedPayload(() => UploadedCsvPayload)
  csv: UploadedCsvPayload;
}
