import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsUUID } from 'class-validator';

/** MarkNotificationsRead {ids}: these notifications, or every unread one when ids is absent. */
export class MarkNotificationsReadPayload {
  @ApiProperty({ required: false, type: [String], description: 'Sem ids: todas as não lidas' })
  @IsOptional()
  @IsArray({ message: 'Informe a lista de notificações.' })
  @ArrayMaxSize(100, { message: 'Informe no máximo 100 notificações.' })
  @IsUUID('all', { each: true, message: 'Notificação inválida.' })
  ids?: string[];
}
