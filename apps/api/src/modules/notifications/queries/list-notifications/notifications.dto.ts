import { ApiProperty } from '@nestjs/swagger';
import { PageQuery } from '../../../../platform/http/page-query.js';

export class NotificationPropertyDto {
  @ApiProperty({ enum: ['pickup-confirmed', 'invoice-batch-errors', 'report-ready', 'order-alert', 'low-rating'] })
  type: string;
  @ApiProperty() title: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: String, nullable: true, description: 'Caminho da tela relacionada' }) link: string | null;
}

export class NotificationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: NotificationPropertyDto }) property: NotificationPropertyDto;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_at: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) read_at: string | null;
}

export class NotificationListDto {
  @ApiProperty({ type: [NotificationDto] }) data: NotificationDto[];
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Quantas ainda não foram lidas' }) unread: number;
}

/** limit (default and maximum 20) and page, as the spec's client sends them. */
export class NotificationsQuery extends PageQuery {}
