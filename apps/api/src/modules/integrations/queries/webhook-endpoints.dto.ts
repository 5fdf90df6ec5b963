import { ApiProperty } from '@nestjs/swagger';

export class WebhookEventTypeDto {
  @ApiProperty({ description: 'Nome público do evento, ex.: order.status-changed' }) type: string;
  @ApiProperty() label: string;
}

export class WebhookEventTypeListDto {
  @ApiProperty({ type: [WebhookEventTypeDto] }) data: WebhookEventTypeDto[];
}

export class WebhookEndpointDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() url: string;
  @ApiProperty({ type: [String] }) events: string[];
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class WebhookEndpointListDto {
  @ApiProperty({ type: [WebhookEndpointDto] }) data: WebhookEndpointDto[];
  @ApiProperty() total: number;
}

export class WebhookDeliveryDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Id do evento: o Idempotency-Key enviado' }) event_id: string;
  @ApiProperty() event_type: string;
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'] }) status: string;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Código HTTP da última resposta' }) response_code:
    number | null;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class WebhookDeliveryListDto {
  @ApiProperty({ type: [WebhookDeliveryDto] }) data: WebhookDeliveryDto[];
  @ApiProperty() total: number;
}
