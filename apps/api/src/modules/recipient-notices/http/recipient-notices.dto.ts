import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString } from 'class-validator';
import { NOTICE_CHANNELS, NOTICE_STEPS } from '../domain/notice-steps.js';

export class WhatsAppSettingsDto {
  @ApiProperty() phone_number_id: string;
  @ApiProperty({
    description: 'Nome do modelo aprovado por etapa',
    type: 'object',
    additionalProperties: { type: 'string' },
  })
  templates: Record<string, string>;
  @ApiProperty({ description: 'Os segredos nunca voltam: só se estão salvos' }) access_token_set: boolean;
  @ApiProperty() app_secret_set: boolean;
  @ApiProperty({ description: 'Token de verificação a informar no painel da Meta' }) verify_token: string;
  @ApiProperty({ description: 'URL de retorno (webhook) a informar no painel da Meta' }) webhook_url: string;
}

export class RecipientNoticeSettingsDto {
  @ApiProperty({ type: [String], enum: NOTICE_STEPS }) steps: string[];
  @ApiProperty({ type: [String], enum: NOTICE_CHANNELS }) channels: string[];
  @ApiPropertyOptional({ type: WhatsAppSettingsDto, nullable: true }) whatsapp: WhatsAppSettingsDto | null;
}

export class RecipientNoticeDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: NOTICE_STEPS }) step: string;
  @ApiProperty({ enum: NOTICE_CHANNELS }) channel: string;
  @ApiPropertyOptional({ type: String, nullable: true }) recipient: string | null;
  @ApiProperty({ enum: ['pending', 'accepted', 'sent', 'failed', 'delivered', 'read', 'skipped'] }) state: string;
  @ApiProperty() attempts: number;
  @ApiPropertyOptional({ type: String, nullable: true }) error: string | null;
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}

export class RecipientNoticeListDto {
  @ApiProperty({ type: [RecipientNoticeDto] }) data: RecipientNoticeDto[];
}

export class WhatsAppOptInStateDto {
  @ApiProperty({ description: 'A loja avisa pelo WhatsApp' }) enabled: boolean;
  @ApiProperty({ description: 'O texto mostrado junto à caixa de aceite' }) text: string;
  @ApiProperty() opted_in: boolean;
}

export class WhatsAppOptInDto {
  @ApiProperty({ description: 'Celular com DDD (só dígitos ou com máscara)' })
  @IsString({ message: 'Informe o celular com DDD.' })
  phone: string;

  @ApiProperty({ description: 'true: aceita receber avisos; false: não quer mais' })
  @IsBoolean({ message: 'Informe se aceita receber avisos.' })
  accepted: boolean;
}
