import { EXCEPTION_ACTIONS, EXCEPTION_ACTORS, EXCEPTION_KINDS } from '@despacho/domain';
import { AUTOMATIC_RESOLUTIONS, MANUAL_RESOLUTIONS } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { PageQuery } from '../../../platform/http/page-query.js';

const RESOLUTIONS = [...MANUAL_RESOLUTIONS, ...AUTOMATIC_RESOLUTIONS];
export const EXCEPTION_STATES = ['open', 'resolved'] as const;

/** The desk's filters: kind, who acts, assignee ('none': nobody; a user's id), open or resolved (default open). */
export class ExceptionsQuery extends PageQuery {
  @ApiProperty({ required: false, enum: EXCEPTION_KINDS })
  @IsOptional()
  @IsIn(EXCEPTION_KINDS, { message: 'Tipo de exceção inválido.' })
  kind?: (typeof EXCEPTION_KINDS)[number];

  @ApiProperty({ required: false, enum: EXCEPTION_ACTORS })
  @IsOptional()
  @IsIn(EXCEPTION_ACTORS, { message: 'Responsável pela ação inválido.' })
  actor?: (typeof EXCEPTION_ACTORS)[number];

  @ApiProperty({ required: false, description: "Id do usuário, ou 'none' para as sem responsável" })
  @IsOptional()
  @Matches(/^(none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, {
    message: 'Responsável inválido.',
  })
  assignee?: string;

  @ApiProperty({ required: false, enum: EXCEPTION_STATES, default: 'open' })
  @IsOptional()
  @IsIn(EXCEPTION_STATES, { message: "Situação inválida: use 'open' ou 'resolved'." })
  state?: (typeof EXCEPTION_STATES)[number];
}

export class ExceptionOrderDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() reference: string;
  @ApiProperty() recipient_name: string;
  @ApiProperty({ type: String, nullable: true }) carrier_name: string | null;
  @ApiProperty() status: number;
}

export class ExceptionUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class ExceptionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: EXCEPTION_KINDS }) kind: string;
  @ApiProperty({ enum: EXCEPTION_ACTORS, description: 'Quem precisa agir' }) actor: string;
  @ApiProperty({ enum: EXCEPTION_ACTIONS, description: 'Ação sugerida' }) action: string;
  @ApiProperty({ type: String, nullable: true }) detail: string | null;
  @ApiProperty({ description: 'Quantas vezes o problema se repetiu enquanto aberta' }) occurrences: number;
  @ApiProperty({ type: ExceptionOrderDto }) order: ExceptionOrderDto;
  @ApiProperty({ type: ExceptionUserDto, nullable: true }) assignee: ExceptionUserDto | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) opened_at: string;
  @ApiProperty({ description: 'Segundos desde a abertura (abertas) ou até a resolução (resolvidas)' })
  age_seconds: number;
  @ApiProperty({ enum: RESOLUTIONS, nullable: true, type: String }) resolution: string | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: ExceptionUserDto, nullable: true, description: 'Quem resolveu (null: resolvida sozinha)' })
  resolved_by: ExceptionUserDto | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) resolved_at: string | null;
}

export class ExceptionListDto {
  @ApiProperty({ type: [ExceptionDto] }) data: ExceptionDto[];
  @ApiProperty() total: number;
}

export class ExceptionKindCountDto {
  @ApiProperty({ enum: EXCEPTION_KINDS }) kind: string;
  @ApiProperty() total: number;
}

export class ExceptionActorCountDto {
  @ApiProperty({ enum: EXCEPTION_ACTORS }) actor: string;
  @ApiProperty() total: number;
}

export class ExceptionCountsDto {
  @ApiProperty({ description: 'Exceções abertas' }) open: number;
  @ApiProperty({ description: 'Abertas sem responsável' }) unassigned: number;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Abertura da mais antiga aberta' })
  oldest_opened_at: string | null;
  @ApiProperty({ description: 'Idade da mais antiga aberta em segundos (0 sem abertas)' }) oldest_age_seconds: number;
  @ApiProperty({ type: [ExceptionKindCountDto] }) by_kind: ExceptionKindCountDto[];
  @ApiProperty({ type: [ExceptionActorCountDto] }) by_actor: ExceptionActorCountDto[];
  @ApiProperty({ description: 'Resolvidas por uma pessoa nos últimos 30 dias' }) resolved_30_days: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Tempo médio até a resolução por uma pessoa nos últimos 30 dias, em segundos',
  })
  resolve_avg_seconds: number | null;
}

export class ExceptionAssigneesDto {
  @ApiProperty({ type: [ExceptionUserDto] }) data: ExceptionUserDto[];
}
