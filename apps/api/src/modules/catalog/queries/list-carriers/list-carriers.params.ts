import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { PageQuery } from '../../../../platform/http/page-query.js';

const FLAGS: Record<string, boolean> = { '1': true, true: true, '0': false, false: false };

/** GET carriers: limit (at most 100), page and the spec's optional with_cte flag. */
export class ListCarriersParams extends PageQuery {
  @ApiProperty({
    required: false,
    type: Boolean,
    description:
      '1: só as transportadoras emissoras de algum CT-e importado pela empresa (auditoria); 0 ou ausente: todas',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && value in FLAGS ? FLAGS[value] : value))
  @IsBoolean({ message: 'with_cte deve ser 1 ou 0.' })
  with_cte?: boolean;
}
