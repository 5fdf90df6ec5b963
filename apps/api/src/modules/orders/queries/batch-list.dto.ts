import { ApiProperty } from '@nestjs/swagger';

// GET /batches: the company's import batches (NF-e, CT-e) with their totals.

export class BatchTotalsDto {
  @ApiProperty({ description: 'Notas (arquivos XML e entradas de zip) lidas' }) total: number;
  @ApiProperty() total_success: number;
  @ApiProperty() total_error: number;
  @ApiProperty({ type: [String], description: "Uma linha por arquivo ou nota recusada: 'arquivo: motivo'" })
  errors: string[];
}

export class BatchDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Número do lote na empresa' }) batch: number;
  @ApiProperty({ enum: ['pending', 'running', 'done', 'failed'] }) status: string;
  @ApiProperty({ type: BatchTotalsDto }) totals: BatchTotalsDto;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) finished_at: string | null;
}

export class BatchListDto {
  @ApiProperty({ type: [BatchDto] }) data: BatchDto[];
  @ApiProperty() total: number;
}
