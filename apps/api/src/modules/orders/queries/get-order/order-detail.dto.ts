import { ApiProperty } from '@nestjs/swagger';
import { OrderDeliveryDto, OrderDto } from '../order.dto.js';
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

/** The detail adds the timeline, conversation, files and what the caller may do now. */
export class OrderDetailDto extends OrderDto {
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
