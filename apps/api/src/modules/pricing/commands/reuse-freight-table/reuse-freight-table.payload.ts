import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** Spec: POST admin/reuse-freight-table/v3 {company_id, freight_table_id}, checked in this order. */
export class ReuseFreightTablePayload {
  @ApiProperty({ format: 'uuid', description: 'Empresa cliente dona da tabela' })
  @IsUUID('all', { message: 'Selecione o Cliente' })
  company_id: string;

  @ApiProperty({ format: 'uuid', description: 'Tabela de frete versão 3 do cliente' })
  @IsUUID('all', { message: 'Selecione a tabela de frete' })
  freight_table_id: string;
}
