import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { ExceptionCase } from '../../domain/exception-case.aggregate.js';
import { companyException } from '../company-exception.js';
import { AssignExceptionCommand } from './assign-exception.command.js';
import { companyMembers } from '../../../identity/index.js';

/** Gives one of the caller's company's exceptions to a user of that company (or to nobody). */
@CommandHandler(AssignExceptionCommand)
export class AssignExceptionHandler implements ICommandHandler<AssignExceptionCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
  ) {}

  async execute({ payload, actor, context }: AssignExceptionCommand): Promise<{ id: string }> {
    await companyException(this.db, actor.companyId, payload.id);
    if (payload.user_id !== null) {
      const [member] = await companyMembers(this.db, actor.companyId, [payload.user_id]);
      if (!member) throw new NotFound('Usuário não encontrado.');
    }
    const { aggregate } = await this.repository.load(new ExceptionCase(payload.id, actor.companyId));
    if (aggregate.assign(payload.user_id, new Date().toISOString())) await this.repository.save(aggregate, context);
    return { id: payload.id };
  }
}
