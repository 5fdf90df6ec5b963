import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { ExceptionCase } from '../../domain/exception-case.aggregate.js';
import { companyException } from '../company-exception.js';
import { ResolveExceptionCommand } from './resolve-exception.command.js';

/** Closes one of the caller's company's open exceptions with what was done; its time to resolve follows. */
@CommandHandler(ResolveExceptionCommand)
export class ResolveExceptionHandler implements ICommandHandler<ResolveExceptionCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
  ) {}

  async execute({ payload, actor, context }: ResolveExceptionCommand): Promise<{ id: string }> {
    await companyException(this.db, actor.companyId, payload.id);
    const { aggregate } = await this.repository.load(new ExceptionCase(payload.id, actor.companyId));
    aggregate.resolve(payload.resolution, payload.note || null, actor.userId, new Date().toISOString());
    await this.repository.save(aggregate, context);
    return { id: payload.id };
  }
}
