import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsFilledText } from '../../../orders/commands/shared/order-validators.js';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

export class ChannelRefPayload {
  @ApiProperty({ description: 'Id do canal (settings.md §9): 8 Tray, 29 NuvemShop, 30 Mercado Livre' })
  @IsInt({ message: 'Informe o canal.' })
  id: number;
}

/** What the channel's OAuth callback brought: the code (all), the state we issued, Tray's store fields. */
export class ChannelGrantPayload {
  @ApiProperty({ description: 'Código de autorização devolvido pelo canal' })
  @IsFilledText(500, 'Código de autorização ausente.', 'Código de autorização inválido.')
  code: string;

  @ApiProperty({ required: false, description: 'O state emitido em GET integrations/{canal}/authorize (CSRF)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  state?: string;

  @ApiProperty({ required: false }) @IsOptional() @IsString() @MaxLength(255) store_host?: string;
  @ApiProperty({ required: false }) @IsOptional() @IsString() @MaxLength(255) api_address?: string;
  @ApiProperty({ required: false }) @IsOptional() @IsString() @MaxLength(255) adm_user?: string;
}

/** Spec: NewCompanyChannel {channel{id}, data}. */
export class NewCompanyChannelPayload {
  @ApiProperty({ type: ChannelRefPayload }) @NestedPayload(() => ChannelRefPayload) channel: ChannelRefPayload;
  @ApiProperty({ type: ChannelGrantPayload }) @NestedPayload(() => ChannelGrantPayload) data: ChannelGrantPayload;
}
