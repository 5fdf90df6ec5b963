import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { CteListDto, CteListQuery } from '../ctes.dto.js';

export class ListCtesQuery extends Query<CteListDto> {
  constructor(
    readonly actor: Actor,
    readonly query: CteListQuery,
    /** The screen pages by 20 (100 at most); the CSV export takes more at once. */
    readonly maxLimit = 100,
  ) {
    super();
  }
}
