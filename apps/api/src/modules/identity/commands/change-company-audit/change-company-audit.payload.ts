import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsUUID } from 'class-validator';

/** ChangeCompanyAudit {company_id, has_audit_enabled}: the provider's staff switch a company's freight audit. */
export class ChangeCompanyAuditPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Empresa inválida.' })
  company_id: string;

  @ApiProperty()
  @IsBoolean({ message: 'Informe se a auditoria de frete fica habilitada (true ou false).' })
  has_audit_enabled: boolean;
}
