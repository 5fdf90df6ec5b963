import { FREIGHT_RULE_CHANNEL_IDS, isCalendarDate } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsUUID, ValidateIf, ValidateNested } from 'class-validator';
import { Check, isNumberAtLeastZero } from './check.js';

const RULE_TYPES = [1, 2, 3, 4, 5, 6] as const;
/** Types whose value is a percentage (2 add %, 4 reduce %). */
const PERCENT_TYPES: readonly number[] = [2, 4];
const CEP = /^\d{8}$/;
const MAX_MONEY = 999_999.99;
const MAX_ROUTES = 500;
const MAX_SKUS = 1000;
const NO_ROUTES = 'Adicione ao menos um destino à regra.';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const atMostMoney = (value: unknown) => typeof value !== 'number' || value <= MAX_MONEY;

/** One destination route: a CEP range, the price change and its optional conditions. */
export class FreightRuleRoutePayload {
  @ApiProperty({
    enum: RULE_TYPES,
    description:
      '1 acrescentar valor, 2 acrescentar %, 3 reduzir valor, 4 reduzir %, 5 valor fixo, 6 remover transportadora',
  })
  @Check((value) => (RULE_TYPES as readonly unknown[]).includes(value), 'Selecione o tipo da regra.')
  rule_type: 1 | 2 | 3 | 4 | 5 | 6;

  @ApiProperty({ pattern: '^\\d{8}$', example: '01000000' })
  @Check((value) => typeof value === 'string' && CEP.test(value), 'CEP inicial inválido: informe 8 dígitos.')
  zip_from: string;

  @ApiProperty({ pattern: '^\\d{8}$', example: '19999999' })
  @Check((value) => typeof value === 'string' && CEP.test(value), 'CEP final inválido: informe 8 dígitos.')
  @Check<FreightRuleRoutePayload>(
    (value, route) => typeof value !== 'string' || typeof route.zip_from !== 'string' || route.zip_from <= value,
    'O CEP final deve ser maior ou igual ao CEP inicial.',
  )
  zip_up: string;

  @ApiProperty({ minimum: 0, description: 'Em R$ (tipos 1, 3 e 5) ou em % (tipos 2 e 4); tipo 5 com 0 = frete grátis' })
  @Check(isNumberAtLeastZero, 'Informe um valor maior ou igual a zero.')
  @Check(atMostMoney, 'O valor deve ser de no máximo 999.999,99.')
  @Check<FreightRuleRoutePayload>(
    (value, route) => typeof value !== 'number' || !PERCENT_TYPES.includes(route.rule_type) || value <= 100,
    'A porcentagem deve ser de no máximo 100%.',
  )
  value: number;

  @ApiProperty({ required: false, default: 0, minimum: 0, maximum: 365, description: 'Dias úteis somados ao prazo' })
  @IsOptional()
  @Check(
    (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 365,
    'O prazo adicional deve ser um número inteiro de 0 a 365 dias.',
  )
  additional_deadline?: number;

  @ApiProperty({
    required: false,
    default: false,
    description: 'Só vale para carrinhos a partir de min_value (até max_value, se houver)',
  })
  @IsOptional()
  @IsBoolean({ message: 'cart_min deve ser verdadeiro ou falso.' })
  cart_min?: boolean;

  @ApiProperty({ required: false, nullable: true, type: Number, minimum: 0 })
  @ValidateIf((route: FreightRuleRoutePayload) => route.cart_min === true)
  @Check(isNumberAtLeastZero, 'Informe o valor mínimo do carrinho.')
  @Check(atMostMoney, 'O valor deve ser de no máximo 999.999,99.')
  min_value?: number | null;

  @ApiProperty({ required: false, nullable: true, type: Number, minimum: 0 })
  @ValidateIf(
    (route: FreightRuleRoutePayload) =>
      route.cart_min === true && route.max_value !== null && route.max_value !== undefined,
  )
  @Check(isNumberAtLeastZero, 'Valor máximo do carrinho inválido.')
  @Check(atMostMoney, 'O valor deve ser de no máximo 999.999,99.')
  @Check<FreightRuleRoutePayload>(
    (value, route) => typeof value !== 'number' || typeof route.min_value !== 'number' || value >= route.min_value,
    'O valor máximo do carrinho deve ser maior ou igual ao mínimo.',
  )
  max_value?: number | null;

  @ApiProperty({
    required: false,
    default: false,
    description: 'Só vale quando todos os SKUs do carrinho estão na lista',
  })
  @IsOptional()
  @IsBoolean({ message: 'apply_only_skus deve ser verdadeiro ou falso.' })
  apply_only_skus?: boolean;

  @ApiProperty({ required: false, nullable: true, type: [String] })
  @ValidateIf((route: FreightRuleRoutePayload) => route.apply_only_skus === true)
  @Check((value) => Array.isArray(value) && value.length > 0 && value.every(isText), 'Informe ao menos um SKU.')
  @Check((value) => !Array.isArray(value) || value.length <= MAX_SKUS, `Informe no máximo ${MAX_SKUS} SKUs.`)
  @Check(
    (value) => !Array.isArray(value) || value.every((sku) => typeof sku !== 'string' || sku.length <= 255),
    'Cada SKU deve ter no máximo 255 caracteres.',
  )
  sku_list?: string[] | null;

  @ApiProperty({
    required: false,
    default: false,
    description: 'Só vale enquanto o carrinho tiver até total_volumes volumes',
  })
  @IsOptional()
  @IsBoolean({ message: 'apply_only_volumes deve ser verdadeiro ou falso.' })
  @Check<FreightRuleRoutePayload>(
    (value, route) => !(value === true && route.apply_only_skus === true),
    'Escolha a lista de SKUs ou a quantidade de volumes: as duas opções não podem ser usadas juntas.',
  )
  apply_only_volumes?: boolean;

  @ApiProperty({ required: false, nullable: true, type: Number, minimum: 1 })
  @ValidateIf((route: FreightRuleRoutePayload) => route.apply_only_volumes === true)
  @Check(
    (value) => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10_000,
    'Informe a quantidade de volumes (de 1 a 10.000).',
  )
  total_volumes?: number | null;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    maxLength: 100,
    example: 'SP',
    description: "'Brasil inteiro', a UF ou 'Cidade/UF'",
  })
  @IsOptional()
  @Check((value) => typeof value === 'string' && value.length <= 100, 'O destino deve ter no máximo 100 caracteres.')
  destination?: string | null;
}

/** NewFreightRule payload (settings.md §3, §5): the rule and one or more destination routes. */
export class FreightRulePayload {
  @ApiProperty({ maxLength: 50 })
  @Check(isText, 'Digite um nome para essa regra')
  @Check((value) => typeof value !== 'string' || value.trim().length <= 50, 'Deve ter no máximo 50 caracteres')
  name: string;

  @ApiProperty({
    required: false,
    nullable: true,
    type: Number,
    enum: FREIGHT_RULE_CHANNEL_IDS,
    description: 'Canal de venda; vazio = todos',
  })
  @IsOptional()
  @IsIn(FREIGHT_RULE_CHANNEL_IDS, { message: 'Canal de venda inválido.' })
  channel_id?: number | null;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'CD de origem; vazio = todos',
  })
  @IsOptional()
  @IsUUID('all', { message: 'CD de origem inválido.' })
  distribution_center_id?: string | null;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'Transportadora; vazio = todas',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Transportadora inválida.' })
  carrier_id?: string | null;

  @ApiProperty({ format: 'date', example: '2026-01-01' })
  @Check(isCalendarDate, 'Coloque uma data de início de vigência dessa regra')
  start_at: string;

  @ApiProperty({ required: false, nullable: true, type: String, format: 'date' })
  @IsOptional()
  @Check(isCalendarDate, 'Data final de vigência inválida.')
  @Check<FreightRulePayload>(
    (value, rule) => !isCalendarDate(value) || !isCalendarDate(rule.start_at) || value >= rule.start_at,
    'A data final da vigência deve ser igual ou posterior à data de início.',
  )
  end_at?: string | null;

  @ApiProperty({ required: false, default: true })
  @IsOptional()
  @IsBoolean({ message: 'enabled deve ser verdadeiro ou falso.' })
  enabled?: boolean;

  @ApiProperty({ type: [FreightRuleRoutePayload], minItems: 1, maxItems: MAX_ROUTES })
  // Missing or empty: the check; null or not a list: the nested validation, with the same text.
  @Check((value) => value !== undefined && (!Array.isArray(value) || value.length > 0), NO_ROUTES)
  @Check(
    (value) => !Array.isArray(value) || value.length <= MAX_ROUTES,
    `A regra pode ter no máximo ${MAX_ROUTES} destinos.`,
  )
  @ValidateNested({ each: true, message: NO_ROUTES })
  @Type(() => FreightRuleRoutePayload)
  routes: FreightRuleRoutePayload[];
}
