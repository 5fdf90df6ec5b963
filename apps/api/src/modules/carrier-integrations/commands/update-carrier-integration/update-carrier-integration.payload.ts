import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { CarrierIdsField, CredentialsField } from '../../../integrations/index.js';

/** UpdateCarrierIntegration {id, carrier_ids?, credentials?}: a blank or absent credential keeps its value. */
export class UpdateCarrierIntegrationPayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Informe a integração.' }) id: string;

  @CarrierIdsField(false)
  @IsOptional()
  carrier_ids?: string[];

  @CredentialsField(false, 'Credenciais a trocar; as ausentes ou em branco continuam as salvas')
  @IsOptional()
  credentials?: Record<string, unknown>;
}
