import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { CarrierIdsField, CredentialsField } from '../shared/carrier-link.payload.js';
import { IsFilledText } from '../../../orders/index.js';
import { IsIntegerId } from '../../../../platform/http/integer-id.js';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

export class ChannelRefPayload {
  @ApiProperty({
    description:
      'Id do canal (settings.md §9): 8 Tray, 29 NuvemShop, 30 Mercado Livre; transportadoras (type 2): 101 Correios, 102 Jadlog, 103 SSW, 104 EDI',
  })
  @IsIntegerId('Informe o canal.')
  id: number;
}

/**
 * What the channel's OAuth callback brought: the code (all), the state we issued, Tray's store fields;
 * or, after the app-store landing's SIM and the login, the store token (sid) of the stored pre-signup;
 * or, for a carrier integration (type 2), its credentials and the carriers it tracks for.
 */
export class ChannelGrantPayload {
  @ApiProperty({
    required: false,
    description: 'Código de autorização devolvido pelo canal (ausente com sid e nas transportadoras)',
  })
  @ValidateIf((data: ChannelGrantPayload) => data.sid === undefined && data.credentials === undefined)
  @IsFilledText(500, 'Código de autorização ausente.', 'Código de autorização inválido.')
  code?: string;

  @ApiProperty({
    required: false,
    description: 'Token da loja (sid) de pre-signup/nuvemshop: conecta a loja instalada pela loja de aplicativos',
  })
  @IsOptional()
  @IsString({ message: 'Link expirado: instale o aplicativo novamente pela loja Nuvemshop.' })
  @MaxLength(100, { message: 'Link expirado: instale o aplicativo novamente pela loja Nuvemshop.' })
  sid?: string;

  @ApiProperty({ required: false, description: 'O state emitido em GET integrations/{canal}/authorize (CSRF)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  state?: string;

  @ApiProperty({ required: false }) @IsOptional() @IsString() @MaxLength(255) store_host?: string;
  @ApiProperty({ required: false }) @IsOptional() @IsString() @MaxLength(255) api_address?: string;
  @ApiProperty({ required: false }) @IsOptional() @IsString() @MaxLength(255) adm_user?: string;

  @CredentialsField(false, 'Transportadoras (type 2): as credenciais pedidas em credential_fields do catálogo')
  @IsOptional()
  credentials?: Record<string, unknown>;

  @CarrierIdsField(false)
  @IsOptional()
  carrier_ids?: string[];
}

/** Spec: NewCompanyChannel {channel{id}, data}. */
export class NewCompanyChannelPayload {
  @ApiProperty({ type: ChannelRefPayload }) @NestedPayload(() => ChannelRefPayload) channel: ChannelRefPayload;
  @ApiProperty({ type: ChannelGrantPayload }) @NestedPayload(() => ChannelGrantPayload) data: ChannelGrantPayload;
}
