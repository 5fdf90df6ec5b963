import { ApiProperty } from '@nestjs/swagger';
import { QuoteLogDto } from '../../pricing/index.js';
import { OrderAddressPayload, OrderPropertyPayload } from '../commands/shared/order.payload.js';

// An order as the list and the detail show it (GET /orders, GET /orders/{id}).

export class OrderStatusDto {
  @ApiProperty() id: number;
  @ApiProperty() description: string;
}

export class StatusTransitionDto {
  @ApiProperty() title: string;
  @ApiProperty() status: number;
  @ApiProperty() in_progress: boolean;
  @ApiProperty() completed: boolean;
}

/** How the chosen quote was reached (orders-pickups.md §3 Order.delivery). */
export class OrderDeliveryDto {
  @ApiProperty({ description: 'Peso cubado da cotação escolhida, kg' }) cubed_weight: number;
  @ApiProperty({ type: QuoteLogDto, description: 'Log de taxas e de prazos da cotação escolhida' }) log: QuoteLogDto;
}

export class OrderShipmentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true, description: 'SKU' }) reference: string | null;
  @ApiProperty() volume: number;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'metros' }) width: number;
  @ApiProperty({ description: 'metros' }) height: number;
  @ApiProperty({ description: 'metros' }) length: number;
  @ApiProperty({ description: 'kg' }) weight: number;
  @ApiProperty() cargo_value: number;
  @ApiProperty() from_cd_reference: string;
  @ApiProperty({ format: 'uuid' }) distribution_center_id: string;
  @ApiProperty({ required: false, nullable: true, type: String, description: 'Código de rastreio da transportadora' })
  tracking_number?: string | null;
  @ApiProperty({ required: false, description: 'Transportadora deste volume, quando trocada só para ele' }) carrier?: {
    id: string;
    name: string;
  };
  @ApiProperty({
    required: false,
    type: Number,
    nullable: true,
    description: 'Frete deste volume com a transportadora trocada, R$',
  })
  estimated_cost?: number | null;
  @ApiProperty({
    required: false,
    type: String,
    nullable: true,
    description: 'Previsão de entrega deste volume com a transportadora trocada',
  })
  deadline?: string | null;
  @ApiProperty({
    required: false,
    type: () => OrderDeliveryDto,
    nullable: true,
    description: 'A cotação da transportadora trocada; null quando ela não atende o volume',
  })
  delivery?: OrderDeliveryDto | null;
}

export class OrderToAddressDto extends OrderAddressPayload {
  @ApiProperty({ type: String, nullable: true }) declare email: string | null;
  @ApiProperty({ type: String, nullable: true }) declare street2: string | null;
  @ApiProperty({ enum: ['BRA'] }) declare country: 'BRA';
}

export class OrderCarrierDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) federal_tax_id: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: 5,
    description:
      'Nível de serviço (N de 5): entregas no prazo da empresa com a transportadora nos últimos 90 dias, em quintos; null sem entregas',
  })
  sla: number | null;
}

export class OrderCenterDto {
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) id: string | null;
  @ApiProperty({ type: String, nullable: true }) reference: string | null;
}

export class OrderFromAddressDto {
  @ApiProperty({ type: String, nullable: true }) city: string | null;
}

export class OrderDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() reference: string;
  @ApiProperty({ type: String, nullable: true }) invoice_number: string | null;
  @ApiProperty({ type: String, nullable: true }) invoice_key: string | null;
  @ApiProperty() is_drop_shipping: boolean;
  @ApiProperty({ description: 'Só rastreio: frete não contratado pela Despacho; mensagens bloqueadas' })
  tracking_only: boolean;
  @ApiProperty({ type: String, nullable: true }) carrier_name: string | null;
  @ApiProperty({ type: OrderCarrierDto, nullable: true }) carrier: OrderCarrierDto | null;
  @ApiProperty({ type: OrderStatusDto }) status: OrderStatusDto;
  @ApiProperty({ type: [StatusTransitionDto] }) status_transition: StatusTransitionDto[];
  @ApiProperty({ type: [OrderShipmentDto] }) shipments: OrderShipmentDto[];
  @ApiProperty() total_origins: number;
  @ApiProperty({ type: OrderToAddressDto }) to_address: OrderToAddressDto;
  @ApiProperty({ type: OrderFromAddressDto }) from_address: OrderFromAddressDto;
  @ApiProperty({ type: OrderCenterDto }) distribution_center: OrderCenterDto;
  @ApiProperty({ type: OrderPropertyPayload }) property: OrderPropertyPayload;
  @ApiProperty({ type: Number, nullable: true, description: '1 Avaria, 2 Extravio, 3 Mercadoria Retida, 4 outros' })
  order_alert_type: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) pickup_id: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Número da coleta na empresa' }) pickup_number:
    number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date',
    description: 'Dia da coleta: realizada, senão o prazo da coleta (aceite, data estimada ou dia seguinte ao pedido)',
  })
  pickup_date: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) deadline: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) delivered_at: string | null;
  @ApiProperty() cargo_value: number;
  @ApiProperty({ type: Number, nullable: true }) estimated_cost: number | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_at: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) updated_at: string;
}
