import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { User } from '../../domain/user.aggregate.js';
import { ConfirmUserEmailCommand } from './confirm-user-email.command.js';

@CommandHandler(ConfirmUserEmailCommand)
export class ConfirmUserEmailHandler implements ICommandHandler<ConfirmUserEmailCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ userId, at, context }: ConfirmUserEmailCommand): Promise<void> {
    const { aggregate: user } = await this.repository.load(new User(userId));
    user.confirmEmail(at);
    await this.repository.save(user, context);
  }
}
