import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { Decision } from '../../domain/cte.aggregate.js';

/** What every decision on a CT-e carries: which CT-e, and an optional note kept in its history. */
export class CteDecisionPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'CT-e inválido.' })
  cte_id: string;

  @ApiProperty({ required: false, type: String, nullable: true, description: 'Observação (até 500 caracteres)' })
  @IsOptional()
  @IsString({ message: 'Observação inválida.' })
  @MaxLength(500, { message: 'A observação deve ter no máximo 500 caracteres.' })
  note?: string | null;
}

/** The decision as the CT-e's history records it: who (the caller), the note (blank: none), now. */
export function decisionOf(actor: Actor, note: string | null | undefined): Decision {
  return { by: { user_id: actor.userId, name: actor.name }, note: note?.trim() || null, at: new Date() };
}
