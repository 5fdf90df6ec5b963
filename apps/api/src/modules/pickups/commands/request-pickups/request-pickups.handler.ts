import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Pickup } from '../../domain/pickup.aggregate.js';
import { assignOrders } from '../shared/assign-orders.js';
import { RequestPickupsCommand } from './request-pickups.command.js';

/** The pickups and every order's assignment, stored together in one transaction. */
@CommandHandler(RequestPickupsCommand)
export class RequestPickupsHandler implements ICommandHandler<RequestPickupsCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: RequestPickupsCommand): Promise<void> {
    const orders = await assignOrders(this.repository, actor.companyId, payload.pickups, new Date());
    const pickups = payload.pickups.map(({ id, ...data }) => {
      const pickup = new Pickup(id);
      pickup.request(data);
      return pickup;
    });
    await this.repository.saveAll([...pickups, ...orders], context);
  }
}
