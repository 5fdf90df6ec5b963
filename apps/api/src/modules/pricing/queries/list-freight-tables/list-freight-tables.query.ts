import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { FreightTableListDto, FreightTableListQuery } from '../pricing.dto.js';

export class ListFreightTablesQuery extends Query<FreightTableListDto> {
  constructor(
    readonly actor: Actor,
    readonly query: FreightTableListQuery,
  ) {
    super();
  }
}
