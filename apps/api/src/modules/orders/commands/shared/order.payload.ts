import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PostalAddressPayload } from '../../../../platform/http/postal-address.payload.js';
import {
  AllParcelsComplete,
  AllParcelsWithinLimits,
  EachParcelHasOrigin,
  IsCarrierTrackingNumber,
  IsCalendarDay,
  IsFilledText,
  IsReais,
  IsTaxIdOfRecipientType,
} from './order-validators.js';
import { IsIntegerId } from '../../../../platform/http/integer-id.js';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

/** The recipient block, with the messages of orders-pickups.md §5. */
export class OrderAddressPayload extends PostalAddressPayload {
  @ApiProperty({ description: 'Residencial (CPF) ou comercial (CNPJ)' })
  @IsBoolean({ message: 'Selecione o tipo de destinatário: residencial ou comercial.' })
  residential: boolean;

  @ApiProperty({ maxLength: 150, description: 'Nome ou razão social' })
  @IsString({ message: 'Digite o nome ou razão social' })
  @IsNotEmpty({ message: 'Digite o nome ou razão social' })
  @MaxLength(150, { message: 'Deve ter no máximo 150 caracteres' })
  name: string;

  @ApiProperty({ description: 'CPF (residencial) ou CNPJ (comercial), apenas números' })
  @IsString({ message: 'Digite o CNPJ ou CPF, apenas números.' })
  @Matches(/^(\d{11}|\d{14})$/, { message: 'Digite o CNPJ ou CPF, apenas números.' })
  @IsTaxIdOfRecipientType()
  federal_tax_id: string;
}

/** A volume line: completeness is checked on the whole list (one message), types here. */
export class OrderShipmentPayload {
  @ApiProperty({ required: false, format: 'uuid', description: 'Na edição: o volume existente' })
  @IsOptional()
  @IsUUID('all', { message: 'Id de volume inválido.' })
  id?: string;

  @ApiProperty({ required: false, nullable: true, type: String, description: 'SKU' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'O SKU deve ter no máximo 100 caracteres.' })
  reference?: string | null;

  @ApiProperty({
    required: false,
    type: String,
    description: 'CD de origem do volume (obrigatório no modo multi-origem)',
  })
  @IsOptional()
  @IsString()
  from_cd_reference?: string;

  @ApiProperty({ minimum: 1 }) @IsOptional() quantity: number;
  @ApiProperty({ description: 'metros' }) @IsOptional() width: number;
  @ApiProperty({ description: 'metros' }) @IsOptional() height: number;
  @ApiProperty({ description: 'metros' }) @IsOptional() length: number;
  @ApiProperty({ description: 'kg' }) @IsOptional() weight: number;
  @ApiProperty({ description: 'Valor total da linha (não o unitário), em R$' }) @IsOptional() cargo_value: number;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    maxLength: 50,
    description: 'Código de rastreio da transportadora (objeto dos Correios, shipmentId da Jadlog…)',
  })
  @IsOptional()
  @IsString({ message: 'O código de rastreio deve ser um texto.' })
  @MaxLength(50, { message: 'O código de rastreio deve ter no máximo 50 caracteres.' })
  @IsCarrierTrackingNumber()
  tracking_number?: string | null;
}

export class OrderPropertyPayload {
  @ApiProperty({ required: false, nullable: true, type: String }) @IsOptional() @IsString() @MaxLength(100) channel?:
    string | null;
  @ApiProperty({ required: false, nullable: true, type: Number })
  @IsOptional()
  @IsIntegerId('Canal de venda inválido.')
  channel_id?: number | null;
  @ApiProperty({ required: false, nullable: true, type: String, description: 'Número do pedido no canal de venda' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  channel_entity_id?: string | null;
  @ApiProperty({ required: false, nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  marketplace?: string | null;
  @ApiProperty({ required: false, nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  marketplace_order_number?: string | null;
}

/** NewOrder payload (orders-pickups.md §5, §7); UpdateOrder adds the id. */
export class OrderPayload {
  @ApiProperty({ maxLength: 100, description: 'Número do pedido' })
  @IsFilledText(100, 'Digite o código do pedido', 'O código do pedido deve ter no máximo 100 caracteres.')
  reference: string;

  @ApiProperty({ required: false, default: false, description: 'Cada volume sai do seu próprio CD' })
  @IsOptional()
  @IsBoolean()
  multi_origin?: boolean;

  @ApiProperty({ required: false, type: String, description: 'CD de origem (sem multi-origem)' })
  @ValidateIf((payload: OrderPayload) => !payload.multi_origin)
  @IsString({ message: 'Escolha de qual CD o pedido sai.' })
  @IsNotEmpty({ message: 'Escolha de qual CD o pedido sai.' })
  from_cd_reference?: string;

  @ApiProperty({ type: OrderAddressPayload }) @NestedPayload(() => OrderAddressPayload) to_address: OrderAddressPayload;

  @ApiProperty({ type: [OrderShipmentPayload] })
  @AllParcelsComplete()
  @AllParcelsWithinLimits()
  @EachParcelHasOrigin()
  @ValidateNested({ each: true })
  @Type(() => OrderShipmentPayload)
  shipments: OrderShipmentPayload[];

  @ApiProperty({ required: false, nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(20, { message: 'O número da nota deve ter no máximo 20 caracteres.' })
  invoice_number?: string | null;

  @ApiProperty({ required: false, nullable: true, type: String, description: 'Chave de acesso da NF-e, 44 dígitos' })
  @IsOptional()
  @Matches(/^\d{44}$/, { message: 'A chave da nota fiscal deve ter 44 dígitos.' })
  invoice_key?: string | null;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'Transportadora da cotação escolhida',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Transportadora inválida.' })
  carrier_id?: string | null;

  @ApiProperty({ required: false, nullable: true, type: Number, description: 'Frete cotado, em R$' })
  @IsOptional()
  @IsReais('O frete estimado deve ser um valor em reais.')
  @Min(0, { message: 'O frete estimado não pode ser negativo.' })
  @Max(100_000_000, { message: 'O frete estimado deve ser de no máximo R$ 100.000.000,00.' })
  estimated_cost?: number | null;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    format: 'date',
    description: 'Prazo de entrega (AAAA-MM-DD)',
  })
  @IsOptional()
  @IsCalendarDay('O prazo de entrega deve ser uma data AAAA-MM-DD.')
  deadline?: string | null;

  @ApiProperty({ required: false, type: OrderPropertyPayload })
  @IsOptional()
  @NestedPayload(() => OrderPropertyPayload)
  property?: OrderPropertyPayload;
}
