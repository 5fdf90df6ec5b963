import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { NestedPayload } from '../../../platform/http/nested-payload.js';
import { PageQuery } from '../../../platform/http/page-query.js';

/** The batch type, as `type=1` or, like the spec's other lists take filters, `filters[type]=1`. */
const BatchType = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      default: 1,
      description:
        '1 = lote de notas fiscais, 2 = lote de CT-e (auditoria de frete), 3 = lote de OCOREN (ocorrências das transportadoras)',
    }),
    IsOptional(),
    Type(() => Number),
    IsIn([1, 2, 3], { message: 'Tipo de lote inválido.' }),
  );

export class BatchFilters {
  @BatchType() type?: number;
}

export class BatchListQuery extends PageQuery {
  @BatchType() type?: number;

  @ApiProperty({ required: false, type: BatchFilters })
  @IsOptional()
  @NestedPayload(() => BatchFilters)
  filters?: BatchFilters;
}
