import { ApiProperty } from '@nestjs/swagger';

/** One credential a carrier integration asks for (GET channels?type=2). */
export class CredentialFieldDto {
  @ApiProperty({ description: 'Chave em data.credentials' }) name: string;
  @ApiProperty() label: string;
  @ApiProperty({ description: 'Guardado cifrado e nunca devolvido: campo de senha no formulário' }) secret: boolean;
  @ApiProperty() required: boolean;
  @ApiProperty({ required: false }) hint?: string;
}

/** The carrier side of a company channel of type 2: never the credentials, only which are set. */
export class CarrierIntegrationDto {
  @ApiProperty({ type: [String], description: 'Transportadoras da empresa rastreadas por esta integração' })
  carrier_ids: string[];
  @ApiProperty({ type: [String], description: 'Credenciais preenchidas (só os nomes, nunca os valores)' })
  credentials_set: string[];
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'Última consulta com sucesso' })
  last_success_at: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Motivo da falha na última consulta' })
  last_error: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) last_error_at: string | null;
}
