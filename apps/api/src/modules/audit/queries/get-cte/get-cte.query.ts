import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { CteDetailDto } from '../ctes.dto.js';

export class GetCteQuery extends Query<CteDetailDto> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly highlightIcms: boolean,
  ) {
    super();
  }
}
