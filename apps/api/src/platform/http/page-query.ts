import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** limit/page exactly as the spec's client sends them; each list caps limit at its own maximum. */
export class PageQuery {
  @ApiProperty({ required: false, default: DEFAULT_PAGE_SIZE, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit deve ser um número inteiro.' })
  @Min(1, { message: 'limit deve ser no mínimo 1.' })
  @Max(MAX_PAGE_SIZE, { message: `limit deve ser no máximo ${MAX_PAGE_SIZE}.` })
  limit?: number;

  @ApiProperty({ required: false, default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page deve ser um número inteiro.' })
  @Min(1, { message: 'page deve ser no mínimo 1.' })
  page?: number;
}

export function pageOf(query: PageQuery, maxLimit: number): { limit: number; offset: number } {
  const limit = Math.min(query.limit ?? maxLimit, maxLimit);
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}
