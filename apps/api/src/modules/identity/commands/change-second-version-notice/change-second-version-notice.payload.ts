import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsUUID } from 'class-validator';

/** ChangeSecondVersionNotice {company_id, second_version_notice}: the provider's staff only. */
export class ChangeSecondVersionNoticePayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Empresa inválida.' })
  company_id: string;

  @ApiProperty({ description: 'Mostrar aos usuários o aviso de que a segunda versão está no ar' })
  @IsBoolean({ message: 'second_version_notice deve ser verdadeiro ou falso.' })
  second_version_notice: boolean;
}
