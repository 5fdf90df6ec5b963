import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsUUID } from 'class-validator';

/** ReprocessCtes {ids?}: without ids it retries every waiting CT-e of the company ('Reprocessar'); ids may name reconciled ones to re-read their components. */
export class ReprocessCtesPayload {
  @ApiProperty({ required: false, type: [String], description: 'Só estes CT-e (padrão: todos os sem conciliação)' })
  @IsOptional()
  @IsArray({ message: 'Envie a lista de CT-e.' })
  @ArrayMaxSize(1000, { message: 'Envie no máximo 1000 CT-e.' })
  @IsUUID('all', { each: true, message: 'CT-e inválido.' })
  ids?: string[];
}
