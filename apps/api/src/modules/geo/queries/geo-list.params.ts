import { BRAZIL_STATES } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { foldName } from '../domain/fold-name.js';
import type { Searchable } from '../adapters/directory/geo-directory.js';

/** The spec's client asks cities?limit=6000: every list here fits in one page by default. */
export const GEO_MAX_LIMIT = 6000;

/** Query string of the reference lists: limit/page like every list, plus UF and name filters. */
export class GeoListParams {
  @ApiProperty({ required: false, default: GEO_MAX_LIMIT, minimum: 1, maximum: GEO_MAX_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit deve ser um número inteiro.' })
  @Min(1, { message: 'limit deve ser no mínimo 1.' })
  @Max(GEO_MAX_LIMIT, { message: `limit deve ser no máximo ${GEO_MAX_LIMIT}.` })
  limit?: number;

  @ApiProperty({ required: false, default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page deve ser um número inteiro.' })
  @Min(1, { message: 'page deve ser no mínimo 1.' })
  page?: number;

  @ApiProperty({ required: false, enum: BRAZIL_STATES, description: 'UF' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(BRAZIL_STATES, { message: 'state deve ser uma UF válida (ex.: SP).' })
  state?: string;

  @ApiProperty({ required: false, maxLength: 100, description: 'Parte do nome, sem diferenciar acentos e maiúsculas' })
  @IsOptional()
  @IsString({ message: 'search deve ser um texto.' })
  @MaxLength(100, { message: 'search deve ter no máximo 100 caracteres.' })
  search?: string;
}

/**
 * Filters by UF and folded name (names starting with the search first, then names containing it)
 * and cuts the page.
 */
export function pageOfPlaces<T extends { state: string }>(
  items: readonly Searchable<T>[],
  params: GeoListParams,
): { data: T[]; total: number } {
  const search = params.search ? foldName(params.search) : '';
  let matches = params.state ? items.filter((item) => item.record.state === params.state) : items;
  if (search) {
    const starting = matches.filter((item) => item.folded.startsWith(search));
    const containing = matches.filter((item) => !item.folded.startsWith(search) && item.folded.includes(search));
    matches = [...starting, ...containing];
  }
  const limit = params.limit ?? GEO_MAX_LIMIT;
  const offset = ((params.page ?? 1) - 1) * limit;
  return { data: matches.slice(offset, offset + limit).map((item) => item.record), total: matches.length };
}
