import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { MeDto } from '../identity.dto.js';

export class GetMeQuery extends Query<MeDto> {
  constructor(readonly actor: Actor) {
    super();
  }
}
