import { ApiProperty } from '@nestjs/swagger';
import { OrderDeliveryDto, OrderDto, OrderShipmentDto, OrderStatusDto } from '../order.dto.js';
import { TrackingDetailDto } from '../tracking-detail.dto.js';

export class OrderTrackerDto {
  @ApiProperty({ description: 'Código de rastreio público (/tracking/{código})' }) tracking_code: string;
  @ApiProperty({ type: [TrackingDetailDto], description: 'Mais recentes primeiro' }) details: TrackingDetailDto[];
  @ApiProperty({ type: String, nullable: true }) delivery_receipt_url: string | null;
}

export class OrderIssueUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class OrderIssueDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: OrderIssueUserDto }) user: OrderIssueUserDto;
  @ApiProperty({ description: 'Escrita pela equipe do provedor (selo)' }) staff: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class OrderAttachmentDto {
  @ApiProperty() name: string;
  @ApiProperty() type: string;
  @ApiProperty() mime: string;
  @ApiProperty({ description: 'Para GET download?url=1&path=' }) path: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class OrderReviewDto {
  @ApiProperty({ description: '1 a 5 estrelas' }) rate: number;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class OrderProductDto {
  @ApiProperty({ description: 'SKU' }) reference: string;
  @ApiProperty() description: string;
}

/** The CT-e reconciled with the order (the newest when several): GET ctes/{id}/pdf downloads its DACTE. */
export class ShipmentCteDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() number: string;
  @ApiProperty({ description: 'Série do CT-e' }) serie: string;
  @ApiProperty({ description: 'Chave de acesso (44 caracteres)' }) key: string;
}

export class ShipmentInvoiceDto {
  @ApiProperty({ format: 'uuid', description: 'GET invoices/{id}/pdf e invoices/{id}/validate' }) id: string;
}

/** A volume as the order detail shows it (orders-pickups.md §3): with its order's status, invoice and CT-e. */
export class OrderDetailShipmentDto extends OrderShipmentDto {
  @ApiProperty({ type: OrderStatusDto, description: 'O status do pedido: os volumes andam juntos' })
  status: OrderStatusDto;
  @ApiProperty({ type: ShipmentInvoiceDto, nullable: true, description: 'A nota do pedido; null sem nota' })
  invoice: ShipmentInvoiceDto | null;
  @ApiProperty({ type: ShipmentCteDto, nullable: true, description: 'O CT-e conciliado com o pedido; null sem CT-e' })
  cte: ShipmentCteDto | null;
  @ApiProperty({ type: [OrderProductDto], description: 'O produto cadastrado do SKU do volume, se houver' })
  products: OrderProductDto[];
}

/** The detail adds the timeline, conversation, files and what the caller may do now. */
export class OrderDetailDto extends OrderDto {
  @ApiProperty({ type: [OrderDetailShipmentDto] }) declare shipments: OrderDetailShipmentDto[];
  @ApiProperty({
    type: OrderDeliveryDto,
    nullable: true,
    description: 'A cotação escolhida; null sem cotação (frete informado por API ou pedido aguardando cotação)',
  })
  delivery: OrderDeliveryDto | null;
  @ApiProperty({ type: [OrderProductDto], description: 'Os produtos cadastrados dos SKUs dos volumes' })
  products: OrderProductDto[];
  @ApiProperty({ type: OrderReviewDto, nullable: true, description: 'A avaliação do destinatário' })
  review: OrderReviewDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Link de avaliação para enviar ao destinatário (pedido entregue e ainda não avaliado)',
  })
  rating_path: string | null;
  @ApiProperty({ type: OrderTrackerDto }) tracker: OrderTrackerDto;
  @ApiProperty({ type: [OrderIssueDto] }) issues: OrderIssueDto[];
  @ApiProperty({ type: [OrderAttachmentDto] }) attachments: OrderAttachmentDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Arquivo da NF-e enviada' }) invoice_path: string | null;
  @ApiProperty({
    type: [String],
    description: 'Ações do status atual permitidas a quem pede (confirmShipment, markDelivered, cancel...)',
  })
  actions: string[];
}
