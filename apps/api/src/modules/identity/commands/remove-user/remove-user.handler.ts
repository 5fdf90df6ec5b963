import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { User } from '../../domain/user.aggregate.js';
import { RemoveUserCommand } from './remove-user.command.js';

@CommandHandler(RemoveUserCommand)
export class RemoveUserHandler implements ICommandHandler<RemoveUserCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: RemoveUserCommand): Promise<{ id: string }> {
    const { aggregate: user } = await this.repository.load(new User(payload.id));
    user.remove(actor);
    await this.repository.save(user, context);
    return { id: user.id };
  }
}
