import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { ReviewsDto, ReviewsQuery } from '../reviews.dto.js';

export class ListReviewsQuery extends Query<ReviewsDto> {
  constructor(
    readonly actor: Actor,
    readonly query: ReviewsQuery,
  ) {
    super();
  }
}
