import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateNested } from 'class-validator';
import { InvoiceFilePayload } from '../send-invoice/send-invoice.payload.js';

/** One upload holds many NF-e (a zip); this many files per batch. */
export const MAX_BATCH_FILES = 500;

/** CreateOrdersFromInvoices {invoices[{path}]}: files sent with POST /upload (.xml or .zip). */
export class CreateOrdersFromInvoicesPayload {
  @ApiProperty({ type: [InvoiceFilePayload] })
  @IsArray({ message: 'Envie as notas fiscais.' })
  @ArrayMinSize(1, { message: 'Envie ao menos um arquivo .xml ou .zip.' })
  @ArrayMaxSize(MAX_BATCH_FILES, { message: `Envie no máximo ${MAX_BATCH_FILES} arquivos por lote.` })
  @ValidateNested({ each: true })
  @Type(() => InvoiceFilePayload)
  invoices: InvoiceFilePayload[];
}
