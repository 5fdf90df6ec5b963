import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Order } from '../../domain/order.aggregate.js';
import { RatingLinks, ratingNotFound } from '../../adapters/rating/rating-links.js';
import { RateDeliveryCommand } from './rate-delivery.command.js';

/** Once per delivered order; the token is checked before anything is loaded. */
@CommandHandler(RateDeliveryCommand)
export class RateDeliveryHandler implements ICommandHandler<RateDeliveryCommand> {
  constructor(
    private readonly links: RatingLinks,
    private readonly repository: AggregateRepository,
  ) {}

  async execute({ token, review, correlationId }: RateDeliveryCommand): Promise<{ message: string }> {
    const orderId = this.links.orderIdOf(token);
    const { aggregate: order, exists } = await this.repository.load(new Order(orderId));
    if (!exists) throw ratingNotFound();
    order.rate({ rate: review.rate, message: review.message?.trim() || null, created_at: new Date().toISOString() });
    await this.repository.save(order, { companyId: order.companyId, userId: null, correlationId });
    return { message: 'Obrigado! Avaliação enviada com sucesso :)' };
  }
}
