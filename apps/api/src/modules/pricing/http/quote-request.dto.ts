import { PARCEL_LIMITS } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CompiledPayload } from '../../../platform/http/compiled-payload.js';
import { IsIntegerId } from '../../../platform/http/integer-id.js';
import { QUOTE_REQUEST_SCHEMA } from '../queries/quotes/quote-request.schema.js';

const { minDimension, maxDimension, minWeight, maxWeight, maxQuantity, maxCargoValue } = PARCEL_LIMITS;

/** One parcel: dimensions in metres (the screens type cm and divide by 100), weight in kg. */
export class QuoteParcelDto {
  @ApiProperty({ required: false, description: 'SKU' }) @IsOptional() @IsString() @MaxLength(255) reference?: string;
  @ApiProperty({ description: 'Largura em metros' })
  @IsNumber({}, { message: 'Informe a largura em metros.' })
  @Min(minDimension, { message: 'A largura deve ser maior que zero (no mínimo 0,1 cm).' })
  @Max(maxDimension, { message: 'A largura deve ser de no máximo 10 m.' })
  width: number;
  @ApiProperty({ description: 'Altura em metros' })
  @IsNumber({}, { message: 'Informe a altura em metros.' })
  @Min(minDimension, { message: 'A altura deve ser maior que zero (no mínimo 0,1 cm).' })
  @Max(maxDimension, { message: 'A altura deve ser de no máximo 10 m.' })
  height: number;
  @ApiProperty({ description: 'Comprimento em metros' })
  @IsNumber({}, { message: 'Informe o comprimento em metros.' })
  @Min(minDimension, { message: 'O comprimento deve ser maior que zero (no mínimo 0,1 cm).' })
  @Max(maxDimension, { message: 'O comprimento deve ser de no máximo 10 m.' })
  length: number;
  @ApiProperty({ description: 'Peso em kg' })
  @IsNumber({}, { message: 'Informe o peso em kg.' })
  @Min(minWeight, { message: 'O peso deve ser maior que zero (no mínimo 1 g).' })
  @Max(maxWeight, { message: 'O peso deve ser de no máximo 10.000 kg.' })
  weight: number;
  @ApiProperty({ default: 1 })
  @IsOptional()
  @IsInt({ message: 'A quantidade deve ser um número inteiro.' })
  @Min(1, { message: 'A quantidade deve ser ao menos 1.' })
  @Max(maxQuantity, { message: 'A quantidade deve ser de no máximo 1000.' })
  quantity?: number;
  @ApiProperty({ default: 0, description: 'Valor declarado da linha inteira (todas as unidades, não o unitário), R$' })
  @IsOptional()
  @IsNumber({}, { message: 'Informe o valor da mercadoria.' })
  @Min(0, { message: 'O valor da mercadoria não pode ser negativo.' })
  @Max(maxCargoValue, { message: 'O valor da mercadoria deve ser de no máximo R$ 100.000.000,00.' })
  cargo_value?: number;
  @ApiProperty({ required: false, description: 'CD de origem deste volume' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  from_cd_reference?: string;
}

@CompiledPayload(QUOTE_REQUEST_SCHEMA)
export class QuoteRequestDto {
  @ApiProperty({
    required: false,
    description:
      'Origem: CEP de origem (8 dígitos, com ou sem máscara) ou código do CD. Um CEP cota pelo CD da empresa nesse CEP; sem CD nele, só pelas tabelas não vinculadas a CD, sem prazo de expedição de CD. Sem `from`: o CD do `from_cd_reference` do primeiro volume que o tiver, senão o primeiro CD da empresa.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  from?: string;

  @ApiProperty({ description: 'CEP de destino, 8 dígitos' })
  @IsString({ message: 'Informe o CEP de destino.' })
  @Matches(/^\d{5}-?\d{3}$/, { message: 'CEP de destino inválido. Informe 8 dígitos.' })
  to: string;

  @ApiProperty({ required: false, description: 'Nome canônico da transportadora, para cotar só com ela' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  carrier_service?: string;

  @ApiProperty({ required: false, description: 'Canal de venda: aplica o modo de exibição da empresa' })
  @IsOptional()
  @IsIntegerId('Canal de venda inválido.')
  channel_id?: number;

  @ApiProperty({
    required: false,
    default: false,
    description: 'Aplica o modo de exibição da empresa sem canal de venda (a cotação das telas de pedido)',
  })
  @IsOptional()
  @IsBoolean()
  company_view?: boolean;

  @ApiProperty({ required: false, default: false }) @IsOptional() @IsBoolean() debug?: boolean;

  @ApiProperty({ type: [QuoteParcelDto] })
  @IsArray({ message: 'Informe os volumes.' })
  @ArrayMinSize(1, { message: 'Informe ao menos um volume.' })
  @ArrayMaxSize(100, { message: 'No máximo 100 volumes por cotação.' })
  @ValidateNested({ each: true })
  @Type(() => QuoteParcelDto)
  parcels: QuoteParcelDto[];
}

export class QuoteCarrierDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() canonical_name: string;
}

export class FeeLogEntryDto {
  @ApiProperty() fee: string;
  @ApiProperty() previous_price: number;
  @ApiProperty() actual_price: number;
  @ApiProperty() value: number;
  @ApiProperty({ type: Number, nullable: true }) percentage: number | null;
  @ApiProperty({ type: Number, nullable: true }) icms_percentage: number | null;
  @ApiProperty({ type: Number, nullable: true }) gris_percentage: number | null;
  @ApiProperty({ type: Number, nullable: true }) adv_percentage: number | null;
  @ApiProperty({ required: false, description: 'Regra de frete que fez esta alteração (taxas freight_rule_*)' })
  rule_name?: string;
}

export class DeadlineLogDto {
  @ApiProperty() pickup_deadline: number;
  @ApiProperty() expedition_time: number;
  @ApiProperty() sku_deadline: number;
  @ApiProperty() carrier_deadline: number;
  @ApiProperty() freight_rules_deadline: number;
  @ApiProperty() total: number;
}

export class QuoteLogDto {
  @ApiProperty({ type: [FeeLogEntryDto] }) details: FeeLogEntryDto[];
  @ApiProperty({ type: DeadlineLogDto }) deadlines: DeadlineLogDto;
}

export class LearnedDeadlineDto {
  @ApiProperty({ description: 'Prazo em dias úteis com o trânsito aprendido da rota no lugar do da tabela' })
  days: number;
  @ApiProperty({ description: 'Confiança (percentil, 50–99) do prazo aprendido' }) confidence: number;
  @ApiProperty({ description: 'Entregas da rota de onde o prazo foi aprendido' }) samples: number;
  @ApiProperty({ enum: ['cep5', 'cep3', 'uf'], description: 'Nível da rota: CEP de 5 dígitos, de 3 ou estado' })
  level: 'cep5' | 'cep3' | 'uf';
}

export class QuoteDto {
  @ApiProperty({ description: 'Id da tabela de frete usada' }) id: string;
  @ApiProperty({ type: QuoteCarrierDto }) carrier: QuoteCarrierDto;
  @ApiProperty() carrier_canonical_name: string;
  @ApiProperty() own_freight_table: boolean;
  @ApiProperty() region: string;
  @ApiProperty() cargo_value: number;
  @ApiProperty() cubed_weight: number;
  @ApiProperty() original_estimated_cost: number;
  @ApiProperty() estimated_cost: number;
  @ApiProperty({
    description: 'Prazo prometido em dias úteis: o da tabela ou o aprendido, conforme a empresa escolheu',
  })
  delivery_days: number;
  @ApiProperty() free_shipping: boolean;
  @ApiProperty({ description: 'Prazo da tabela de frete em dias úteis' }) table_deadline: number;
  @ApiProperty({
    description: 'Primeiro dia da janela de entrega enviada aos canais (p50 da rota com o prazo aprendido)',
  })
  delivery_days_min: number;
  @ApiProperty({
    type: LearnedDeadlineDto,
    nullable: true,
    description: 'Null: a rota tem menos entregas que o mínimo',
  })
  learned: LearnedDeadlineDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Por que o prazo foi ampliado ou a transportadora rebaixada',
  })
  reason: string | null;
  @ApiProperty({ type: QuoteLogDto, required: false }) log?: QuoteLogDto;
}

export class QuoteResponseDto {
  @ApiProperty({ type: [QuoteDto] }) data: QuoteDto[];
  @ApiProperty() message: string;
  @ApiProperty({
    required: false,
    description:
      'Só em cotações com channel_id: true quando o tempo limite (QUOTE_TIME_BUDGET_MS, 300 ms por padrão) acabou antes de cotar todas as transportadoras; `data` traz as já cotadas',
  })
  partial?: boolean;
  @ApiProperty({
    type: [String],
    required: false,
    description: 'Com partial: nomes canônicos das transportadoras que ficaram sem cotar',
  })
  unpriced_carriers?: string[];
}
