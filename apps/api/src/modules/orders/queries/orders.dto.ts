import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { ORDER_DEADLINE_FILTERS, type OrderDeadlineFilter } from '@despacho/domain';
import { PageQuery } from '../../../platform/http/page-query.js';
import { QuoteLogDto } from '../../pricing/quotes/quote-request.dto.js';
import { OrderAddressPayload, OrderPropertyPayload } from '../commands/shared/order.payload.js';
import { NestedPayload } from '../../../platform/http/nested-payload.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A pickup's number (up to 9 digits, an int4) or its uuid. */
export const PICKUP_NUMBER_OR_ID = /^(?:\d{1,9}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export class OrderFilters {
  @ApiProperty({ required: false, description: 'Número do pedido exato (maiúsculas e minúsculas são iguais)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  reference?: string;

  @ApiProperty({
    required: false,
    description: "Trecho do pedido, destinatário, CPF/CNPJ ou nota; vários termos separados por '|'",
  })
  @IsOptional()
  @IsString()
  @MaxLength(20_000, { message: 'A busca é longa demais.' })
  search?: string;

  @ApiProperty({
    required: false,
    description: 'Status separados por vírgula; 91 = status 2 sem coleta',
    example: '1,2,91',
  })
  @IsOptional()
  @Matches(/^\d+(,\d+)*$/, { message: 'Status inválido.' })
  status?: string;

  @ApiProperty({ required: false, format: 'uuid', description: 'Transportadora' })
  @IsOptional()
  @IsUUID('all', { message: 'Transportadora inválida.' })
  carrier?: string;

  @ApiProperty({ required: false, format: 'date', description: 'Criados a partir deste dia (horário de Brasília)' })
  @IsOptional()
  @Matches(DAY, { message: 'Data inicial inválida: use AAAA-MM-DD.' })
  created_at_start?: string;

  @ApiProperty({
    required: false,
    format: 'date',
    description: 'Criados até este dia, inclusive (horário de Brasília)',
  })
  @IsOptional()
  @Matches(DAY, { message: 'Data final inválida: use AAAA-MM-DD.' })
  created_at_end?: string;

  @ApiProperty({ required: false, enum: ['0', '1'], description: "'1': só pedidos sem coleta" })
  @IsOptional()
  @IsIn(['0', '1'], { message: 'no_pickup deve ser 0 ou 1.' })
  no_pickup?: '0' | '1';

  @ApiProperty({ required: false, description: 'Pedidos de uma coleta: o número dela na empresa (1042) ou o id' })
  @IsOptional()
  @Matches(PICKUP_NUMBER_OR_ID, { message: 'Coleta inválida: informe o número ou o id da coleta.' })
  pickup_id?: string;

  @ApiProperty({
    required: false,
    enum: ORDER_DEADLINE_FILTERS,
    description: 'Prazo: atrasados, para hoje, entregues no prazo ou com atraso',
  })
  @IsOptional()
  @IsIn(ORDER_DEADLINE_FILTERS, { message: 'Prazo inválido: use delayed, today, delivered_early ou delivered_late.' })
  deadline?: OrderDeadlineFilter;

  @ApiProperty({
    required: false,
    enum: ['1', '2', '3', '4', '99'],
    description: '1 Avaria, 2 Extravio, 3 Mercadoria Retida, 4 outros, 99 qualquer alerta',
  })
  @IsOptional()
  @IsIn(['1', '2', '3', '4', '99'], { message: 'Alerta inválido: use 1, 2, 3, 4 ou 99.' })
  alerts?: string;

  @ApiProperty({ required: false, format: 'uuid', description: 'Outra empresa (operações: super administradores)' })
  @IsOptional()
  @IsUUID('all', { message: 'Empresa inválida.' })
  company_id?: string;

  @ApiProperty({
    required: false,
    enum: ['0', '1'],
    description: "'1': só pedidos drop-shipping (com volumes de mais de um CD); '0': só os demais",
  })
  @IsOptional()
  @IsIn(['0', '1'], { message: 'split_drop_shipping deve ser 0 ou 1.' })
  split_drop_shipping?: '0' | '1';
}

/** Spec §2/§9: limit (the screen offers 10, 20, 30, 100, 200; default 20), page, filters[...]. */
/** The dashboard's period (date_start, date_end): days of creation, like created_at_start/end. */
export class OrderListQuery extends PageQuery {
  @ApiProperty({ required: false, format: 'date', description: 'Período do painel: criados a partir deste dia' })
  @IsOptional()
  @Matches(DAY, { message: 'Data inicial inválida: use AAAA-MM-DD.' })
  date_start?: string;

  @ApiProperty({ required: false, format: 'date', description: 'Período do painel: criados até este dia' })
  @IsOptional()
  @Matches(DAY, { message: 'Data final inválida: use AAAA-MM-DD.' })
  date_end?: string;

  // PageQuery's validation (any limit from 1 to 200, the list's maximum); the screen offers the spec's sizes.
  @ApiProperty({ required: false, default: 20, minimum: 1, maximum: 200 })
  override limit?: number = undefined;

  @ApiProperty({ required: false, type: OrderFilters })
  @IsOptional()
  @NestedPayload(() => OrderFilters)
  filters?: OrderFilters;
}

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
}

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

/** How the chosen quote was reached (orders-pickups.md §3 Order.delivery). */
export class OrderDeliveryDto {
  @ApiProperty({ description: 'Peso cubado da cotação escolhida, kg' }) cubed_weight: number;
  @ApiProperty({ type: QuoteLogDto, description: 'Log de taxas e de prazos da cotação escolhida' }) log: QuoteLogDto;
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

export class InvoiceValidationDto {
  @ApiProperty({ type: [String], description: 'Problemas da nota do pedido; vazio quando está tudo certo' })
  errors: string[];
}

export class TrackingDetailListDto {
  @ApiProperty({ type: [TrackingDetailDto] }) data: TrackingDetailDto[];
}

export class OrderFiltersNotMatchDto {
  @ApiProperty({ type: [String], description: 'Termos da busca que não encontraram nenhum pedido' }) search: string[];
}

export class OrderListDto {
  @ApiProperty({ type: [OrderDto] }) data: OrderDto[];
  @ApiProperty({ description: 'Pedidos que atendem aos filtros, contados até 10.001' }) total: number;
  @ApiProperty({ description: 'Há mais pedidos que o total contado (a contagem para em 10.001)' })
  total_capped: boolean;
  @ApiProperty({ type: OrderFiltersNotMatchDto }) filters_not_match: OrderFiltersNotMatchDto;
}

export class BatchTotalsDto {
  @ApiProperty({ description: 'Notas (arquivos XML e entradas de zip) lidas' }) total: number;
  @ApiProperty() total_success: number;
  @ApiProperty() total_error: number;
  @ApiProperty({ type: [String], description: "Uma linha por arquivo ou nota recusada: 'arquivo: motivo'" })
  errors: string[];
}

export class BatchDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Número do lote na empresa' }) batch: number;
  @ApiProperty({ enum: ['pending', 'running', 'done', 'failed'] }) status: string;
  @ApiProperty({ type: BatchTotalsDto }) totals: BatchTotalsDto;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) finished_at: string | null;
}

export class BatchListDto {
  @ApiProperty({ type: [BatchDto] }) data: BatchDto[];
  @ApiProperty() total: number;
}

/** The batch type, as `type=1` or, like the spec's other lists take filters, `filters[type]=1`. */
const BatchType = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      default: 1,
      description: '1 = lote de notas fiscais, 2 = lote de CT-e (auditoria de frete)',
    }),
    IsOptional(),
    Type(() => Number),
    IsIn([1, 2], { message: 'Tipo de lote inválido.' }),
  );

export class BatchFilters {
  @BatchType() type?: number;
}

export class BatchListQuery extends PageQuery {
  @BatchType() type?: number;

  @ApiProperty({ required: false, type: BatchFilters })
  @IsOptional()
  @NestedPayload(() => BatchFilters)
  filters?: BatchFilters;
}
