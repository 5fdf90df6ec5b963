import { ApiProperty } from '@nestjs/swagger';

// The OCOREN endpoints' answers (docs/ocoren.md).

export class OcorenImportResultDto {
  @ApiProperty({ description: 'Número do lote de OCOREN criado na empresa (tipo 3)' }) batch: number;
  @ApiProperty({ description: 'Linhas 342 e linhas ilegíveis lidas (cabeçalhos não contam)' }) total: number;
  @ApiProperty({ description: 'Linhas 342 cujo pedido foi encontrado e cuja ocorrência está nele' })
  total_success: number;
  @ApiProperty() total_error: number;
  @ApiProperty({ description: 'Ocorrências novas lançadas nos pedidos' }) applied: number;
  @ApiProperty({ description: 'Ocorrências que os pedidos já tinham (o mesmo arquivo de novo)' }) duplicates: number;
  @ApiProperty({ type: [String], description: "Uma linha por linha recusada: 'arquivo linha N: motivo'" })
  errors: string[];
}

export class OcorenLinkInfoDto {
  @ApiProperty({ description: 'Transportadora do link' }) carrier_name: string;
  @ApiProperty({ description: 'Embarcador que recebe os arquivos' }) company_name: string;
}

export class OcorenLinkDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) carrier_id: string;
  @ApiProperty() carrier_name: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) last_used_at: string | null;
}

export class OcorenLinkListDto {
  @ApiProperty({ type: [OcorenLinkDto] }) data: OcorenLinkDto[];
}
