import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  ALERT_FILTER_QUERY_VALUES,
  type AlertFilterQuery,
  DEFAULT_ORDER_PAGE_SIZE,
  MAX_PAGE_SIZE,
  ORDER_DEADLINE_FILTERS,
  type OrderDeadlineFilter,
  QUERY_FLAGS,
  type QueryFlag,
} from '@despacho/domain';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';
import { PageQuery } from '../../../../platform/http/page-query.js';

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

  @ApiProperty({ required: false, enum: QUERY_FLAGS, description: "'1': só pedidos sem coleta" })
  @IsOptional()
  @IsIn(QUERY_FLAGS, { message: 'no_pickup deve ser 0 ou 1.' })
  no_pickup?: QueryFlag;

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
    enum: ALERT_FILTER_QUERY_VALUES,
    description: '1 Avaria, 2 Extravio, 3 Mercadoria Retida, 4 outros, 99 qualquer alerta',
  })
  @IsOptional()
  @IsIn(ALERT_FILTER_QUERY_VALUES, { message: 'Alerta inválido: use 1, 2, 3, 4 ou 99.' })
  alerts?: AlertFilterQuery;

  @ApiProperty({ required: false, format: 'uuid', description: 'Outra empresa (operações: super administradores)' })
  @IsOptional()
  @IsUUID('all', { message: 'Empresa inválida.' })
  company_id?: string;

  @ApiProperty({
    required: false,
    enum: QUERY_FLAGS,
    description: "'1': só pedidos drop-shipping (com volumes de mais de um CD); '0': só os demais",
  })
  @IsOptional()
  @IsIn(QUERY_FLAGS, { message: 'split_drop_shipping deve ser 0 ou 1.' })
  split_drop_shipping?: QueryFlag;

  @ApiProperty({
    required: false,
    enum: QUERY_FLAGS,
    description:
      "'1': rastreamento desatualizado (em trânsito, com integração de transportadora, sem evento há mais dias úteis que o configurado na empresa)",
  })
  @IsOptional()
  @IsIn(QUERY_FLAGS, { message: 'stale_tracking deve ser 0 ou 1.' })
  stale_tracking?: QueryFlag;
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
  @ApiProperty({ required: false, default: DEFAULT_ORDER_PAGE_SIZE, minimum: 1, maximum: MAX_PAGE_SIZE })
  override limit?: number = undefined;

  @ApiProperty({ required: false, type: OrderFilters })
  @IsOptional()
  @NestedPayload(() => OrderFilters)
  filters?: OrderFilters;
}
