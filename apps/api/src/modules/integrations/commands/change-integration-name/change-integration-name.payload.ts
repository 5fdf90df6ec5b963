import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { IsFilledText } from '../../../orders/index.js';

/** Spec: ChangeIntegrationName {id, name}; renaming takes a name (settings.md §5). */
export class ChangeIntegrationNamePayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Informe a integração.' }) id: string;

  @ApiProperty({ maxLength: 100 })
  @IsFilledText(100, 'Digite um nome para a integração.', 'Deve ter no máximo 100 caracteres')
  name: string;
}
