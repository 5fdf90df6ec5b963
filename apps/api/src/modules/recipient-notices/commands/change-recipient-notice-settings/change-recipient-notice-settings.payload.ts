import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';
import { NOTICE_CHANNELS, NOTICE_STEPS, type NoticeChannel, type NoticeStep } from '../../domain/notice-steps.js';

const TEMPLATE = /^[a-z0-9_]{1,512}$/;
const TEMPLATE_MESSAGE = 'Nome de modelo inválido: use letras minúsculas, números e _.';

/** An approved template's name per step; a step left out keeps its saved (or default) name. */
export class WhatsAppTemplatesPayload {
  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(TEMPLATE, { message: TEMPLATE_MESSAGE }) shipped?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Matches(TEMPLATE, { message: TEMPLATE_MESSAGE })
  out_for_delivery?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Matches(TEMPLATE, { message: TEMPLATE_MESSAGE })
  failed_attempt?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(TEMPLATE, { message: TEMPLATE_MESSAGE }) delivered?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(TEMPLATE, { message: TEMPLATE_MESSAGE }) delayed?: string;
}

/** The WhatsApp Business account; a secret left out or blank keeps the saved one (never shown again). */
export class WhatsAppAccountPayload {
  @ApiProperty({ description: 'ID do número de telefone (Phone number ID) no WhatsApp Business' })
  @IsString({ message: 'Informe o ID do número do WhatsApp.' })
  @Matches(/^\d{1,30}$/, { message: 'O ID do número do WhatsApp tem só dígitos.' })
  phone_number_id: string;

  @ApiPropertyOptional({ description: 'Token de acesso (usuário do sistema); em branco mantém o salvo' })
  @IsOptional()
  @IsString({ message: 'Token de acesso inválido.' })
  @MaxLength(1000, { message: 'O token de acesso deve ter no máximo 1000 caracteres.' })
  access_token?: string;

  @ApiPropertyOptional({ description: 'Chave secreta do aplicativo (assina os webhooks); em branco mantém a salva' })
  @IsOptional()
  @IsString({ message: 'Chave secreta do aplicativo inválida.' })
  @MaxLength(200, { message: 'A chave secreta do aplicativo deve ter no máximo 200 caracteres.' })
  app_secret?: string;

  @ApiPropertyOptional({ type: WhatsAppTemplatesPayload })
  @IsOptional()
  @NestedPayload(() => WhatsAppTemplatesPayload)
  templates?: WhatsAppTemplatesPayload;
}

/** ChangeRecipientNoticeSettings {steps, channels, whatsapp?}: which steps reach the recipient, and how. */
export class ChangeRecipientNoticeSettingsPayload {
  @ApiProperty({ type: [String], enum: NOTICE_STEPS, description: 'Etapas avisadas ao destinatário' })
  @IsArray({ message: 'Escolha as etapas.' })
  @ArrayMaxSize(NOTICE_STEPS.length, { message: 'Etapa repetida.' })
  @IsIn(NOTICE_STEPS, { each: true, message: 'Etapa desconhecida.' })
  steps: NoticeStep[];

  @ApiProperty({ type: [String], enum: NOTICE_CHANNELS, description: 'Canais dos avisos' })
  @IsArray({ message: 'Escolha os canais.' })
  @ArrayMaxSize(NOTICE_CHANNELS.length, { message: 'Canal repetido.' })
  @IsIn(NOTICE_CHANNELS, { each: true, message: 'Canal desconhecido.' })
  channels: NoticeChannel[];

  @ApiPropertyOptional({ type: WhatsAppAccountPayload })
  @IsOptional()
  @NestedPayload(() => WhatsAppAccountPayload)
  whatsapp?: WhatsAppAccountPayload;
}
