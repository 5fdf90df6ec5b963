import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { User } from '../../domain/user.aggregate.js';
import { UpdateUserInfoCommand } from './update-user-info.command.js';

@CommandHandler(UpdateUserInfoCommand)
export class UpdateUserInfoHandler implements ICommandHandler<UpdateUserInfoCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: UpdateUserInfoCommand): Promise<{ id: string }> {
    const { aggregate: user } = await this.repository.load(new User(payload.id));
    user.updateInfo(actor, {
      name: payload.name,
      email: payload.email,
      isAdmin: payload.is_admin ?? false,
      permissions: payload.permissions ?? null,
    });
    await this.repository.save(user, context);
    return { id: user.id };
  }
}
