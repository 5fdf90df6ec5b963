import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { ListReviewsQuery } from '../queries/list-reviews/list-reviews.query.js';
import { ReviewsDto, ReviewsQuery } from '../queries/reviews.dto.js';

@ApiTags('dashboard')
@Controller('reviews')
@Requires({ area: 'dashboard' })
export class ReviewsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ operationId: 'listReviews', summary: 'Avaliações dos destinatários, dos pedidos criados no período' })
  @ApiOkResponse({ type: ReviewsDto })
  list(@Query() query: ReviewsQuery, @CurrentActor() actor: Actor): Promise<ReviewsDto> {
    return this.queryBus.execute(new ListReviewsQuery(actor, query));
  }
}
