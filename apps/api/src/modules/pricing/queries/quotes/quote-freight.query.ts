import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { QuoteRequestDto, QuoteResponseDto } from '../../http/quote-request.dto.js';

export class QuoteFreightQuery extends Query<QuoteResponseDto> {
  constructor(
    readonly actor: Actor,
    readonly request: QuoteRequestDto,
    /** The integration a channel's checkout callback quotes for: its name goes to the history's channel column. */
    readonly channelName: string | null = null,
  ) {
    super();
  }
}
