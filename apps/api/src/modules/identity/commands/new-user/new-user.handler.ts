import { randomUUID } from 'node:crypto';
import { DEFAULT_USER_PERMISSIONS } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '../../../../platform/auth/passwords.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { User } from '../../domain/user.aggregate.js';
import { NewUserCommand } from './new-user.command.js';

/** Invites a user into the caller's company. A taken e-mail is refused by the users read model's unique index. */
@CommandHandler(NewUserCommand)
export class NewUserHandler implements ICommandHandler<NewUserCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: NewUserCommand): Promise<{ id: string }> {
    const user = new User(randomUUID());
    user.invite({
      companyId: actor.companyId,
      name: payload.name,
      email: payload.email,
      passwordHash: await hashPassword(payload.password),
      isAdmin: payload.is_admin ?? false,
      isSuperAdmin: false,
      permissions: payload.permissions === undefined ? [...DEFAULT_USER_PERMISSIONS] : payload.permissions,
      invitedByName: actor.name,
    });
    await this.repository.save(user, context);
    return { id: user.id };
  }
}
