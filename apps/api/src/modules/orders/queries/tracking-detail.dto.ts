import { ApiProperty } from '@nestjs/swagger';

// A tracking occurrence of an order: the detail's timeline, GET /orders/{id}/tracking and the public tracking page.

export class TrackingDetailDto {
  @ApiProperty({ description: 'Status do pedido quando a ocorrência foi registrada' }) status: number;
  @ApiProperty({ type: String, nullable: true }) code: string | null;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ format: 'date-time' }) occurred_at: string;
  @ApiProperty({
    enum: ['manual', 'carrier', 'system'],
    description: 'system: anotação da Despacho (pedido aguardando cotação)',
  })
  source: 'manual' | 'carrier' | 'system';
  @ApiProperty({
    required: false,
    enum: ['Correios', 'Jadlog', 'SSW', 'EDI'],
    description: 'Eventos da transportadora: quem informou (a integração)',
  })
  carrier?: 'Correios' | 'Jadlog' | 'SSW' | 'EDI';
  @ApiProperty({
    required: false,
    type: String,
    nullable: true,
    description: 'Unidade ou cidade do evento (ex.: CURITIBA/PR)',
  })
  place?: string | null;
  @ApiProperty({
    required: false,
    type: String,
    nullable: true,
    description: 'Comprovante de entrega (imagem ou página)',
  })
  receipt_url?: string | null;
}

export class TrackingDetailListDto {
  @ApiProperty({ type: [TrackingDetailDto] }) data: TrackingDetailDto[];
}
