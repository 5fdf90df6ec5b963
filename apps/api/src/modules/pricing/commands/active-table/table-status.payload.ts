import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';

/** ActiveTable / InactiveTable {id, version} (version 1 or 3, as the list shows it). */
export class TableStatusPayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Informe a tabela de frete.' }) id: string;
  @ApiProperty({ enum: [1, 3] }) @IsIn([1, 3], { message: 'Versão de tabela inválida.' }) version: number;
}
