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
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Foto de quem escreveu; null enquanto a Despacho não guarda fotos de usuários (a tela mostra as iniciais)',
  })
  photo: string | null;
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

/** An alert of the order and the occurrence that raised it (orders-pickups.md §3 `alerts`). */
export class OrderAlertDto {
  @ApiProperty({ description: '1 Avaria, 2 Extravio, 3 Mercadoria Retida, 4 outros' }) type: number;
  @ApiProperty({ type: TrackingDetailDto, description: 'A ocorrência: description é o título, message a mensagem' })
  tracker_detail: TrackingDetailDto;
}

export class OrderPickupDriverDto {
  @ApiProperty() name: string;
  @ApiProperty() phone: string;
}

/** The pickup the order is in: the detail's 'Dados da coleta' (orders-pickups.md §3 `pickup`). */
export class OrderPickupDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Número da coleta na empresa' }) number: number;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'Data estimada pela operação' })
  estimated_date: string | null;
  @ApiProperty({ description: 'HH:MM' }) estimated_time_start: string;
  @ApiProperty({ description: 'HH:MM' }) estimated_time_end: string;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'Aceite da transportadora' })
  pickup_date: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Coleta realizada' })
  pickuped_at: string | null;
  @ApiProperty({ type: OrderPickupDriverDto, nullable: true }) driver: OrderPickupDriverDto | null;
}

/** The detail's delivery: the chosen quote and the day of delivery. */
export class OrderDetailDeliveryDto extends OrderDeliveryDto {
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date',
    description: 'Dia da entrega (Brasília), senão a previsão',
  })
  delivery_date: string | null;
}

/** The detail adds the timeline, conversation, files and what the caller may do now. */
export class OrderDetailDto extends OrderDto {
  @ApiProperty({ type: [OrderDetailShipmentDto] }) declare shipments: OrderDetailShipmentDto[];
  @ApiProperty({
    type: OrderDetailDeliveryDto,
    nullable: true,
    description: 'A cotação escolhida; null sem cotação (frete informado por API ou pedido aguardando cotação)',
  })
  delivery: OrderDetailDeliveryDto | null;
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
  @ApiProperty({ type: [OrderAlertDto], description: 'Alertas do pedido, na ordem em que surgiram' })
  alerts: OrderAlertDto[];
  @ApiProperty({ type: OrderPickupDto, nullable: true, description: 'A coleta do pedido; null fora de coleta' })
  pickup: OrderPickupDto | null;
  @ApiProperty({
    type: [String],
    description: 'Ações do status atual permitidas a quem pede (confirmShipment, markDelivered, cancel...)',
  })
  actions: string[];
}
