import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max } from 'class-validator';
import { PageQuery } from '../../../platform/http/page-query.js';

export class ChannelListingDto {
  @ApiProperty() label: string;
  @ApiProperty() resource: string;
}

export class ChannelSituationDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

export class ChannelDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: [1, 2], description: '1 ERP/marketplace, 2 transportadora' }) type: number;
  @ApiProperty() icon: string;
  @ApiProperty() layout: string;
  @ApiProperty({ type: [ChannelListingDto] }) listings: ChannelListingDto[];
  @ApiProperty({ description: 'Ainda sem integração disponível' }) is_disabled: boolean;
  @ApiProperty({
    type: [ChannelSituationDto],
    description: 'Status do canal que os status internos 3, 4 e 5 podem receber',
  })
  situations: ChannelSituationDto[];
}

export class ChannelListDto {
  @ApiProperty({ type: [ChannelDto] }) data: ChannelDto[];
}

export class ChannelListQuery {
  @ApiProperty({ required: false, enum: [1, 2] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([1, 2], { message: 'type deve ser 1 ou 2.' })
  type?: number;
}

export class SituationMapDto {
  @ApiProperty({ required: false, type: String }) 3?: string;
  @ApiProperty({ required: false, type: String }) 4?: string;
  @ApiProperty({ required: false, type: String }) 5?: string;
}

export class CompanyChannelPropertyDto {
  @ApiProperty() integration_name: string;
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: SituationMapDto }) situation_map: SituationMapDto;
  @ApiProperty({ description: 'Algum status interno é enviado ao canal' }) situation_enabled: boolean;
  @ApiProperty({ nullable: true, type: String }) store_host: string | null;
  @ApiProperty({ description: 'URL que recebe as notificações do canal' }) webhook: string;
  @ApiProperty({
    description:
      'URL de cálculo de frete no checkout do canal (a Nuvemshop a recebe ao conectar; na Tray vai no Gateway de Frete, com o checkout_token)',
  })
  checkout_url: string;
  @ApiProperty({ nullable: true, type: String, description: 'Tray: o token do Gateway de Frete' })
  checkout_token: string | null;
}

/** An integration; its token never leaves the API. */
export class CompanyChannelDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() channel_id: number;
  @ApiProperty({ type: ChannelDto }) channel: ChannelDto;
  @ApiProperty({ nullable: true, type: String, description: 'Id da loja no canal' }) store_id: string | null;
  @ApiProperty({ type: CompanyChannelPropertyDto }) property: CompanyChannelPropertyDto;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class CompanyChannelListDto {
  @ApiProperty({ type: [CompanyChannelDto] }) data: CompanyChannelDto[];
  @ApiProperty() total: number;
}

export class ChannelDeliveryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['in', 'out'], description: 'in: recebida do canal; out: status enviado ao canal' })
  direction: string;
  @ApiProperty({ description: 'Evento, ex.: order/created' }) topic: string;
  @ApiProperty({ nullable: true, type: String, description: 'Id do pedido no canal' }) resource_id: string | null;
  @ApiProperty({ enum: ['received', 'processed', 'failed', 'refused'] }) status: string;
  @ApiProperty({ nullable: true, type: String }) reason: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'Pedido da Despacho' }) order_id:
    string | null;
  @ApiProperty() attempts: number;
  @ApiProperty({ format: 'date-time' }) received_at: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) processed_at: string | null;
}

export class ChannelDeliveryListDto {
  @ApiProperty({ type: [ChannelDeliveryDto] }) data: ChannelDeliveryDto[];
  @ApiProperty() total: number;
}

/** The delivery log: 5, 10 or 25 per page (default 10). */
export class ChannelDeliveryListQuery extends PageQuery {
  @ApiProperty({ required: false, default: 10, minimum: 1, maximum: 25 })
  @Max(25, { message: 'limit deve ser no máximo 25.' })
  @IsInt({ message: 'limit deve ser um número inteiro.' })
  @IsOptional()
  @Type(() => Number)
  override limit?: number = undefined;
}

export class AuthorizeUrlDto {
  @ApiProperty({ description: 'Página do canal onde o lojista autoriza o app (com o state)' }) url: string;
}
