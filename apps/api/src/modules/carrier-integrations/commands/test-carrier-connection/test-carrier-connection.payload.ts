import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { IsIntegerId } from '../../../../platform/http/integer-id.js';
import { CredentialsField } from '../../../integrations/index.js';

/**
 * 'Testar conexão': the connect form's credentials (channel_id + credentials), or a saved integration
 * (id), optionally with the edit form's changed credentials over the saved ones.
 */
export class TestCarrierConnectionPayload {
  @ApiProperty({ required: false, format: 'uuid', description: 'Integração salva a testar' })
  @IsOptional()
  @IsUUID('all', { message: 'Integração inválida.' })
  id?: string;

  @ApiProperty({ required: false, description: 'Sem id: a integração do catálogo (type 2), ex.: 101 Correios' })
  @ValidateIf((payload: TestCarrierConnectionPayload) => payload.id === undefined)
  @IsIntegerId('Informe a integração de transportadora (channel_id).')
  channel_id?: number;

  @CredentialsField(false, 'Credenciais digitadas; com id, as ausentes ou em branco são as salvas')
  @IsOptional()
  credentials?: Record<string, unknown>;
}
