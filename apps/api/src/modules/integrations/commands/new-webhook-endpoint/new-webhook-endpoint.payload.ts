import { ApiProperty } from '@nestjs/swagger';
import { ArrayMinSize, ArrayMaxSize, IsArray, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { WEBHOOK_EVENT_NAMES } from '../../policies/outgoing/webhook-event-types.js';

export class NewWebhookEndpointPayload {
  @ApiProperty({
    description: 'URL que recebe os eventos (https:// em produção)',
    example: 'https://erp.exemplo.com/despacho',
  })
  @IsString({ message: 'Informe a URL do webhook.' })
  @MinLength(1, { message: 'Informe a URL do webhook.' })
  @MaxLength(2000, { message: 'A URL deve ter no máximo 2000 caracteres.' })
  url: string;

  @ApiProperty({ type: [String], enum: WEBHOOK_EVENT_NAMES, description: 'Eventos enviados à URL' })
  @IsArray({ message: 'Escolha ao menos um evento.' })
  @ArrayMinSize(1, { message: 'Escolha ao menos um evento.' })
  @ArrayMaxSize(WEBHOOK_EVENT_NAMES.length, { message: 'Evento repetido.' })
  @IsIn(WEBHOOK_EVENT_NAMES, { each: true, message: 'Evento desconhecido.' })
  events: string[];
}
