import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { NestedPayload } from '../../../platform/http/nested-payload.js';
import { PageQuery } from '../../../platform/http/page-query.js';
import { CarrierIntegrationDto, CredentialFieldDto } from './carrier-integration.dto.js';

export class ChannelListingDto {
  @ApiProperty() label: string;
  @ApiProperty() resource: string;
}

export class ChannelSituationDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

/** GET company-channels/{id}/situations: the statuses the internal 3, 4 and 5 may be sent as. */
export class ChannelSituationListDto {
  @ApiProperty({ type: [ChannelSituationDto] }) data: ChannelSituationDto[];
  @ApiProperty() total: number;
}

/** Spec §2: the situation list is fetched 100 per page (the default and the most). */
export class ChannelSituationListQuery extends PageQuery {
  @ApiProperty({ required: false, default: 100, minimum: 1, maximum: 100 })
  @Max(100, { message: 'limit deve ser no máximo 100.' })
  @IsInt({ message: 'limit deve ser um número inteiro.' })
  @IsOptional()
  @Type(() => Number)
  override limit?: number = undefined;
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
  @ApiProperty({
    required: false,
    type: [CredentialFieldDto],
    description: 'Integrações de transportadora (type 2): as credenciais que a conexão pede',
  })
  credential_fields?: CredentialFieldDto[];
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
  @ApiProperty({
    type: Object,
    additionalProperties: true,
    description: 'Filtros da importação de pedidos: id do filtro → valor (número, texto, data, id ou lista de ids)',
  })
  filter_map: Record<string, number | string | string[]>;
  @ApiProperty({ nullable: true, type: String }) store_host: string | null;
  @ApiProperty({ description: 'URL que recebe as notificações do canal' }) webhook: string;
  @ApiProperty({
    description:
      'URL de cálculo de frete no checkout do canal (a Nuvemshop a recebe ao conectar; na Tray vai no Gateway de Frete, com token.token)',
  })
  url_de_frete: string;
}

/** settings.md §3 `token.token`: the integration's checkout secret, never the channel's access token. */
export class CompanyChannelTokenDto {
  @ApiProperty({
    description: 'Segredo do cálculo de frete da integração (o token do Gateway de Frete da Tray)',
  })
  token: string;
}

/** An integration; its access token never leaves the API. */
export class CompanyChannelDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() channel_id: number;
  @ApiProperty({ type: ChannelDto }) channel: ChannelDto;
  @ApiProperty({ nullable: true, type: String, description: 'Id da loja no canal' }) store_id: string | null;
  @ApiProperty({ type: CompanyChannelPropertyDto }) property: CompanyChannelPropertyDto;
  @ApiProperty({ type: CompanyChannelTokenDto }) token: CompanyChannelTokenDto;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({
    nullable: true,
    type: CarrierIntegrationDto,
    description: 'Integração de transportadora (type 2): transportadoras, última consulta e último erro',
  })
  carrier_integration: CarrierIntegrationDto | null;
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

/** GET integrations/{channel}/authorize: Tray's stores authorize on their own address (`url`). */
export class AuthorizeQuery {
  @ApiProperty({ required: false, description: 'Endereço da loja (Tray), como no link de "Meus aplicativos"' })
  @IsOptional()
  @IsString({ message: 'Endereço da loja inválido.' })
  @MaxLength(255, { message: 'Endereço da loja inválido.' })
  url?: string;
}

export class AuthorizeUrlDto {
  @ApiProperty({ description: 'Página do canal onde o lojista autoriza o app (com o state)' }) url: string;
}

export class ChannelFilterOptionDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

/** settings.md §3 Filter. */
export class ChannelFilterDto {
  @ApiProperty() id: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: ['integer', 'string', 'date', 'relation', 'select'] }) type: string;
  @ApiProperty() is_multiple: boolean;
  @ApiProperty({ type: [ChannelFilterOptionDto], description: 'Opções (select) ou registros da empresa (relation)' })
  options: ChannelFilterOptionDto[];
}

export class ChannelFilterListDto {
  @ApiProperty({ type: [ChannelFilterDto] }) data: ChannelFilterDto[];
  @ApiProperty({ type: Object, additionalProperties: true, description: 'Valores salvos por id de filtro' })
  filter_map: Record<string, number | string | string[]>;
}

/** sort[field]=asc|desc: one sortable column (the channel sorts). */
export class ChannelListingSort {
  @ApiProperty({ required: false, enum: ['asc', 'desc'] })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'sort[name] deve ser asc ou desc.' })
  name?: 'asc' | 'desc';

  @ApiProperty({ required: false, enum: ['asc', 'desc'] })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'sort[price] deve ser asc ou desc.' })
  price?: 'asc' | 'desc';
}

export class ChannelListingFilters {
  @ApiProperty({ required: false, description: 'Ids da listagem separados por vírgula: só estas linhas' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  ids?: string;
}

/** A listing's page: 5, 10 or 25 rows (default 10), sort[field]=asc|desc, filters[ids]=a,b. */
export class ChannelListingQuery {
  @ApiProperty({ required: false, enum: [5, 10, 25], default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsIn([5, 10, 25], { message: 'limit deve ser 5, 10 ou 25.' })
  limit?: number;

  @ApiProperty({ required: false, default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page deve ser um número inteiro.' })
  @Min(1, { message: 'page deve ser no mínimo 1.' })
  page?: number;

  @ApiProperty({ required: false, type: ChannelListingSort })
  @IsOptional()
  @NestedPayload(() => ChannelListingSort)
  sort?: ChannelListingSort;

  @ApiProperty({ required: false, type: ChannelListingFilters })
  @IsOptional()
  @NestedPayload(() => ChannelListingFilters)
  filters?: ChannelListingFilters;
}

export class ChannelListingColumnDto {
  @ApiProperty() field: string;
  @ApiProperty() label: string;
  @ApiProperty() sortable: boolean;
}

/** One row of the products listing: a variant of the store, and whether its SKU is a Despacho product. */
export class ChannelProductRowDto {
  @ApiProperty({ description: 'Id no canal (produto-variante na Nuvemshop)' }) id: string;
  @ApiProperty({ nullable: true, type: String }) sku: string | null;
  @ApiProperty() name: string;
  @ApiProperty() price: number;
  @ApiProperty({ nullable: true, type: Number, description: 'kg' }) weight: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'cm' }) width: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'cm' }) height: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'cm' }) depth: number | null;
  @ApiProperty({ description: 'Já existe um produto da Despacho com este SKU' }) in_despacho: boolean;
}

/** settings.md §3 Listing. */
export class ChannelListingPageDto {
  @ApiProperty({ type: [ChannelListingColumnDto] }) columns: ChannelListingColumnDto[];
  @ApiProperty({ type: [ChannelProductRowDto] }) data: ChannelProductRowDto[];
  @ApiProperty({ description: 'Itens do canal (produtos, na Nuvemshop; cada um pode ter várias variantes)' })
  total: number;
  @ApiProperty({ type: [ChannelFilterDto], description: 'Filtros que a listagem aceita em filters[...]' })
  available_filters: ChannelFilterDto[];
  @ApiProperty({ description: 'Nome do recurso no plural, ex.: Produtos' }) type_translate: string;
  @ApiProperty({ description: 'As linhas podem ser sincronizadas por id' }) import_ids: boolean;
}

/** POST company-channels/{id}/{type}/sync: the chosen rows, or none for the whole base. */
export class SyncListingPayload {
  @ApiProperty({
    required: false,
    type: [String],
    maxItems: 100,
    description: 'Ids da listagem; vazio: a base inteira',
  })
  @IsOptional()
  @IsArray({ message: 'ids deve ser uma lista.' })
  @ArrayMaxSize(100, { message: 'Selecione no máximo 100 itens por vez, ou sincronize a base inteira.' })
  @IsString({ each: true, message: 'ids deve ser uma lista de textos.' })
  @MaxLength(60, { each: true, message: 'id inválido.' })
  ids?: string[];
}
