import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from '../../events/cte-events.js';
import { CteDecisionPayload } from '../shared/cte-decision.payload.js';

/** ResolveCteDispute {cte_id, status, note?}: the carrier accepted (the amount is recovered) or refused. */
export class ResolveCteDisputePayload extends CteDecisionPayload {
  @ApiProperty({ enum: DISPUTE_OUTCOMES })
  @IsIn(DISPUTE_OUTCOMES, { message: 'Situação inválida: use aceita ou recusada.' })
  status: DisputeOutcome;
}
