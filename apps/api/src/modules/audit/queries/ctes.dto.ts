import { QUERY_FLAGS, type QueryFlag } from '@despacho/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID, Matches, MaxLength } from 'class-validator';
import { NestedPayload } from '../../../platform/http/nested-payload.js';
import { PageQuery } from '../../../platform/http/page-query.js';
import { PICKUP_NUMBER_OR_ID } from '../../orders/index.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** dashboard/ctes?filters[since]: a number of days back or a calendar day. */
const SINCE = /^(?:\d{1,4}|\d{4}-\d{2}-\d{2})$/;
export const SINCE_MESSAGE = 'Início da janela: informe um número de dias (ex.: 30) ou uma data AAAA-MM-DD.';
export const DIFFERENCES = ['up', 'down', 'no_diff'] as const;
export type DifferenceFilter = (typeof DIFFERENCES)[number];
/** automatic: within the tolerance; approved: by someone; pending: waiting for a decision; disputed: 'Contestar'. */
export const CTE_DECISIONS = ['automatic', 'approved', 'pending', 'disputed'] as const;
export type CteDecision = (typeof CTE_DECISIONS)[number];
export const DISPUTE_STATUSES = ['aberta', 'aceita', 'recusada'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

const DayFilter = (description: string) =>
  applyDecorators(
    ApiProperty({ required: false, format: 'date', description }),
    IsOptional(),
    Matches(DAY, { message: `${description}: use AAAA-MM-DD.` }),
  );

/** The audit filters of public-account.md §5 (also accepted as filters[...] and, for GET reports/audit, created_at_from/to). */
export class CteFilters extends PageQuery {
  @ApiProperty({ required: false, description: 'Busca por pedido, número ou chave do CT-e' })
  @IsOptional()
  @MaxLength(100, { message: 'A busca deve ter no máximo 100 caracteres.' })
  reference?: string;

  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Transportadora inválida.' })
  carrier?: string;

  @ApiProperty({
    required: false,
    enum: DIFFERENCES,
    description: 'up: cobrado acima da cotação; down: abaixo; no_diff: igual',
  })
  @IsOptional()
  @IsIn(DIFFERENCES, { message: 'Diferença inválida: use up, down ou no_diff.' })
  difference?: DifferenceFilter;

  @ApiProperty({
    required: false,
    enum: CTE_DECISIONS,
    description:
      'automatic: aprovado na tolerância; approved: aprovado manualmente; pending: aguardando decisão; disputed: contestado',
  })
  @IsOptional()
  @IsIn(CTE_DECISIONS, { message: 'Decisão inválida: use automatic, approved, pending ou disputed.' })
  decision?: CteDecision;

  @ApiProperty({ required: false, enum: DISPUTE_STATUSES, description: 'Situação da contestação' })
  @IsOptional()
  @IsIn(DISPUTE_STATUSES, { message: 'Situação da contestação inválida: use aberta, aceita ou recusada.' })
  dispute?: DisputeStatus;

  @DayFilter('Data inicial')
  created_at_start?: string;

  @DayFilter('Data final')
  created_at_end?: string;

  @DayFilter('Data inicial')
  created_at_from?: string;

  @DayFilter('Data final')
  created_at_to?: string;

  @DayFilter('Data de importação')
  created_at?: string;

  @ApiProperty({
    required: false,
    enum: QUERY_FLAGS,
    description: "'1': só os CT-e sem conciliação (aba Sem Conciliação)",
  })
  @IsOptional()
  @IsIn(QUERY_FLAGS, { message: 'wo deve ser 0 ou 1.' })
  wo?: QueryFlag;

  // The order filters of the spec (public-account.md §7): a CT-e matches when one of its orders does.
  @ApiProperty({ required: false, description: 'CT-e de pedidos de uma coleta: o número dela na empresa ou o id' })
  @IsOptional()
  @Matches(PICKUP_NUMBER_OR_ID, { message: 'Coleta inválida: informe o número ou o id da coleta.' })
  pickup_id?: string;

  @ApiProperty({ required: false, enum: QUERY_FLAGS, description: "'1': CT-e de pedidos sem coleta" })
  @IsOptional()
  @IsIn(QUERY_FLAGS, { message: 'no_pickup deve ser 0 ou 1.' })
  no_pickup?: QueryFlag;

  @ApiProperty({
    required: false,
    description: 'Status dos pedidos do CT-e, separados por vírgula; 91 = status 2 sem coleta',
    example: '3,5',
  })
  @IsOptional()
  @Matches(/^\d{1,3}(,\d{1,3})*$/, { message: 'Status inválido.' })
  @MaxLength(100, { message: 'Status inválido.' })
  status?: string;

  @ApiProperty({
    required: false,
    enum: QUERY_FLAGS,
    description: "'1': CT-e de pedidos drop-shipping (volumes de mais de um CD); '0': dos demais",
  })
  @IsOptional()
  @IsIn(QUERY_FLAGS, { message: 'split_drop_shipping deve ser 0 ou 1.' })
  split_drop_shipping?: QueryFlag;
}

export class CteListQuery extends CteFilters {
  @ApiProperty({ required: false, type: CteFilters })
  @IsOptional()
  @NestedPayload(() => CteFilters)
  filters?: CteFilters;
}

export class CteDetailQuery {
  @ApiProperty({
    required: false,
    enum: QUERY_FLAGS,
    description: "'1': destaca o ICMS (tira a parcela de ICMS de cada taxa e mostra uma linha de ICMS)",
  })
  @IsOptional()
  @IsIn(QUERY_FLAGS, { message: 'icms deve ser 0 ou 1.' })
  icms?: QueryFlag;
}

export class AuditDashboardFilters {
  @ApiProperty({
    required: false,
    description: 'Início da janela: um número de dias (30: os últimos 30 dias, o padrão) ou uma data AAAA-MM-DD',
    example: '30',
  })
  @IsOptional()
  @Matches(SINCE, { message: SINCE_MESSAGE })
  since?: string;
}

export class AuditDashboardQuery {
  @ApiProperty({ required: false, type: AuditDashboardFilters })
  @IsOptional()
  @NestedPayload(() => AuditDashboardFilters)
  filters?: AuditDashboardFilters;
}

export class NameDto {
  @ApiProperty() canonical_name: string;
  @ApiProperty({ description: 'O nome da transportadora como as telas o mostram' }) name: string;
}

export class CteAddressDto {
  @ApiProperty({ type: String, nullable: true }) id: string | null;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: String, nullable: true }) state: string | null;
}

export class VariationDto {
  @ApiProperty({ type: Number, nullable: true, description: 'CT-e menos cotação, R$' }) total: number | null;
  @ApiProperty() message: string;
}

export class TaxDto {
  @ApiProperty({ description: 'Tipo de taxa nosso, ou o nome do componente no CT-e quando não mapeado' }) fee: string;
  @ApiProperty({ description: 'Nome do componente no CT-e' }) name: string;
  @ApiProperty() value: number;
}

export class QuoteFeeDto {
  @ApiProperty() fee: string;
  @ApiProperty() value: number;
  @ApiProperty({ type: Number, nullable: true }) percentage: number | null;
  @ApiProperty({ type: Number, nullable: true }) icms_percentage: number | null;
  @ApiProperty({ type: Number, nullable: true }) gris_percentage: number | null;
  @ApiProperty({ type: Number, nullable: true }) adv_percentage: number | null;
}

export class ShipmentDeliveryDto {
  @ApiProperty({ type: Number, nullable: true }) estimated_cost: number | null;
  @ApiProperty({ type: Number, nullable: true }) cubed_weight: number | null;
  @ApiProperty({ type: [QuoteFeeDto] }) log: QuoteFeeDto[];
}

/** The reconciled order(s), summed when one CT-e carries several. */
export class CteShipmentDto {
  @ApiProperty() reference: string;
  @ApiProperty({ format: 'uuid' }) order_id: string;
  @ApiProperty({ type: [String] }) order_ids: string[];
  @ApiProperty() cargo_value: number;
  @ApiProperty({ type: NameDto, nullable: true }) carrier: NameDto | null;
  @ApiProperty({ type: CteAddressDto }) to_address: CteAddressDto;
  @ApiProperty({ type: ShipmentDeliveryDto }) delivery: ShipmentDeliveryDto;
}

export class CteDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() number: string;
  @ApiProperty() key: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Valor da carga declarado no CT-e' }) amount: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Peso cobrado, kg' }) total_weight: number | null;
  @ApiProperty({ description: 'Valor do frete cobrado (vTPrest)' }) freight_value: number;
  @ApiProperty({ type: Number, nullable: true }) difference: number | null;
  @ApiProperty() reconciled: boolean;
  @ApiProperty({ type: Object, description: '{ number } da primeira NF-e' }) invoice: { number: string | null };
  @ApiProperty({ type: NameDto }) carrier: NameDto;
  @ApiProperty({ type: CteAddressDto }) to_address: CteAddressDto;
  @ApiProperty({ type: VariationDto }) variation: VariationDto;
  @ApiProperty({ type: [TaxDto] }) taxes: TaxDto[];
  @ApiProperty({ type: CteShipmentDto, nullable: true }) shipment: CteShipmentDto | null;
  @ApiProperty({ type: String, enum: CTE_DECISIONS, nullable: true, description: 'null: sem conciliação' })
  decision: CteDecision | null;
  @ApiProperty({ type: String, enum: DISPUTE_STATUSES, nullable: true }) dispute_status: DisputeStatus | null;
}

export class CteListDto {
  @ApiProperty({ type: [CteDto] }) data: CteDto[];
  @ApiProperty() total: number;
}

export class DifferenceDto {
  @ApiProperty({ type: Number, nullable: true }) carrier: number | null;
  @ApiProperty({ type: Number, nullable: true }) quote: number | null;
  @ApiProperty({ type: Number, nullable: true }) difference: number | null;
}

export class FeeRowDto {
  @ApiProperty() fee: string;
  @ApiProperty() label: string;
  @ApiProperty({ type: [String] }) components: string[];
  @ApiProperty({ type: [Number] }) component_indexes: number[];
  @ApiProperty() quote_value: number;
  @ApiProperty() cte_value: number;
  @ApiProperty() difference: number;
  @ApiProperty({ enum: ['equal', 'lower', 'higher'] }) status: string;
}

export class ComparisonDto {
  @ApiProperty({ type: [FeeRowDto] }) fees: FeeRowDto[];
  @ApiProperty({ type: DifferenceDto }) weight: DifferenceDto;
  @ApiProperty({ type: DifferenceDto }) invoice_value: DifferenceDto;
  @ApiProperty() icms_highlighted: boolean;
}

export class DisputedFeeDto {
  @ApiProperty() fee: string;
  @ApiProperty() label: string;
  @ApiProperty({ type: [String] }) components: string[];
  @ApiProperty() quote_value: number;
  @ApiProperty() cte_value: number;
  @ApiProperty() difference: number;
}

export class CteDisputeDto {
  @ApiProperty({ enum: DISPUTE_STATUSES }) status: string;
  @ApiProperty({ type: [DisputedFeeDto] }) fees: DisputedFeeDto[];
  @ApiProperty({ description: 'Total contestado (soma das diferenças das taxas)' }) amount: number;
  @ApiProperty({ type: [String], description: 'E-mails da transportadora que receberam a contestação' })
  emails: string[];
  @ApiProperty({ format: 'date-time' }) opened_at: string;
}

export class CteHistoryDto {
  @ApiProperty({
    enum: ['aprovado_automaticamente', 'aprovado', 'contestacao_aberta', 'contestacao_aceita', 'contestacao_recusada'],
  })
  action: string;
  @ApiProperty({ type: String, nullable: true, description: 'Quem decidiu; null: o sistema (tolerância)' })
  by: string | null;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
}

export class LinkedCteDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() key: string;
  @ApiProperty() number: string;
  @ApiProperty({
    enum: ['complemento', 'original', 'substituto', 'substituido'],
    description:
      'complemento: soma-se a este; original: o que este complementa; substituto: substitui este; substituido: substituído por este',
  })
  relation: string;
  @ApiProperty({ description: 'vTPrest do CT-e ligado' }) total: number;
}

export class CteDetailDto extends CteDto {
  @ApiProperty({ type: ComparisonDto }) comparison: ComparisonDto;
  @ApiProperty({ type: [LinkedCteDto], description: 'CT-e complementares e substitutos ligados a este' })
  linked: LinkedCteDto[];
  @ApiProperty({ type: CteDisputeDto, nullable: true }) dispute: CteDisputeDto | null;
  @ApiProperty({ type: [CteHistoryDto] }) history: CteHistoryDto[];
  @ApiProperty({ type: Object, description: 'O CT-e como foi lido do XML' }) document: object;
  @ApiProperty() file_name: string;
}

export class DashboardCardDto {
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Variação contra o período anterior de mesmo tamanho, %' }) percentage: number;
  @ApiProperty() last_total: number;
}

export class ConciliationCardDto extends DashboardCardDto {
  @ApiProperty({ description: 'Pedidos do período sem CT-e' }) total_flix: number;
  @ApiProperty({ description: 'CT-e sem conciliação nos últimos 90 dias' }) total_unreconciled: number;
}

export class RecoveredCardDto extends DashboardCardDto {
  @ApiProperty({ description: 'Contestações aceitas no período' }) count: number;
  @ApiProperty({ description: 'Contestações abertas (aguardando a transportadora), todas' }) open_count: number;
  @ApiProperty({ description: 'Valor das contestações abertas' }) open_total: number;
}

export class AuditDashboardDto {
  @ApiProperty({ type: DashboardCardDto, description: 'Frete cotado dos pedidos conciliados' })
  despacho_amount_freight: DashboardCardDto;
  @ApiProperty({ type: DashboardCardDto, description: 'Frete cobrado nos CT-e conciliados' })
  carriers_amount_freight: DashboardCardDto;
  @ApiProperty({ type: DashboardCardDto, description: 'Cobrado menos cotado' }) diff: DashboardCardDto;
  @ApiProperty({ type: ConciliationCardDto, description: 'CT-e conciliados (percentage: parcela conciliada)' })
  conciliation: ConciliationCardDto;
  @ApiProperty({ type: RecoveredCardDto, description: 'Dinheiro recuperado em contestações aceitas' })
  recovered: RecoveredCardDto;
}

export class ToleranceDto {
  @ApiProperty({ type: Number, nullable: true, description: '± % da cotação' }) percentage: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '± R$' }) amount: number | null;
}

export class ComponentNameDto {
  @ApiProperty({ description: 'Nome do componente, normalizado (maiúsculas, sem acentos nem pontuação)' })
  name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Tipo de taxa do dicionário padrão (null: nenhum)' })
  default_fee: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Tipo de taxa em uso para a empresa' }) fee: string | null;
  @ApiProperty({ description: 'A empresa mapeou este nome' }) overridden: boolean;
}

export class AuditSettingsDto {
  @ApiProperty({ type: ToleranceDto }) tolerance: ToleranceDto;
  @ApiProperty({ type: [ComponentNameDto], description: 'Dicionário padrão e os mapeamentos da empresa' })
  components: ComponentNameDto[];
}
