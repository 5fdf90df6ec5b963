import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../platform/auth/actor.js';
import type { QuoteRequestDto, QuoteResponseDto } from './quote-request.dto.js';

export class QuoteFreightQuery extends Query<QuoteResponseDto> {
  constructor(
    readonly actor: Actor,
    readonly request: QuoteRequestDto,
  ) {
    super();
  }
}
