import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Cte } from '../../domain/cte.aggregate.js';
import { ReconcileCteCommand } from './reconcile-cte.command.js';

/** Answers whether the CT-e got reconciled now (reconciling twice does nothing). */
@CommandHandler(ReconcileCteCommand)
export class ReconcileCteHandler implements ICommandHandler<ReconcileCteCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ cte, orders, tolerance, context }: ReconcileCteCommand): Promise<boolean> {
    const { aggregate } = await this.repository.load(new Cte(cte.id));
    if (!aggregate.reconcile(cte.company_id, orders, new Date(), tolerance)) return false;
    await this.repository.save(aggregate, context);
    return true;
  }
}
