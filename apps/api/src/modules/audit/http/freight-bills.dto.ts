import { ApiProperty } from '@nestjs/swagger';

/** What Despacho knows of a CT a bill charges. */
export const CHARGED_CT_STATUSES = ['missing', 'waiting', 'pending', 'disputed', 'approved'] as const;
export type ChargedCtStatus = (typeof CHARGED_CT_STATUSES)[number];

export class ChargedCtDto {
  @ApiProperty() series: string;
  @ApiProperty() number: string;
  @ApiProperty({ description: 'Frete cobrado na fatura (R$)' }) freight: number;
  @ApiProperty({ nullable: true, type: String }) issued_on: string | null;
  @ApiProperty({
    enum: CHARGED_CT_STATUSES,
    description:
      'missing: não está no Despacho (nem CT-e nem CONEMB); waiting: sem pedido conciliado; pending: aguardando decisão; disputed: em contestação; approved: aprovado',
  })
  status: ChargedCtStatus;
  @ApiProperty({ description: 'Situação em pt-BR' }) status_label: string;
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'O CT-e do Despacho, quando existe' })
  cte_id: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Valor do CT-e no Despacho (R$)' })
  cte_value: number | null;
}

export class FreightBillDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() file_name: string;
  @ApiProperty() carrier_cnpj: string;
  @ApiProperty({ nullable: true, type: String }) carrier_name: string | null;
  @ApiProperty() series: string;
  @ApiProperty() number: string;
  @ApiProperty({ nullable: true, type: String }) issued_on: string | null;
  @ApiProperty({ nullable: true, type: String }) due_on: string | null;
  @ApiProperty() amount: number;
  @ApiProperty({ description: 'Quantos CT a fatura cobra' }) total_ctes: number;
  @ApiProperty({ description: 'CT cobrados que não estão no Despacho' }) missing: number;
  @ApiProperty({ description: 'CT cobrados em contestação' }) disputed: number;
  @ApiProperty() created_at: string;
}

export class FreightBillDetailDto extends FreightBillDto {
  @ApiProperty({ type: [ChargedCtDto] }) ctes: ChargedCtDto[];
}

export class FreightBillListDto {
  @ApiProperty({ type: [FreightBillDto] }) data: FreightBillDto[];
  @ApiProperty() total: number;
}

/** ImportDoccob's answer (POST /command). */
export interface ImportDoccobResult {
  bills: number;
  ctes: number;
  /** 'arquivo linha N: motivo' */
  errors: string[];
  message: string;
}
