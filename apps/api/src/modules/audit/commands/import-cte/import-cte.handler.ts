import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Cte } from '../../domain/cte.aggregate.js';
import { OrderMatcher } from '../../policies/reconciliation/order-matcher.js';
import { ImportCteCommand } from './import-cte.command.js';

/** Imports the CT-e and reconciles it at once when its NF-e keys match orders; answers its id. */
@CommandHandler(ImportCteCommand)
export class ImportCteHandler implements ICommandHandler<ImportCteCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly matcher: OrderMatcher,
  ) {}

  async execute({ imported, tolerance, context }: ImportCteCommand): Promise<string> {
    const cte = new Cte(randomUUID());
    cte.import(imported);
    const { company_id, document } = imported;
    cte.reconcile(company_id, await this.matcher.ordersFor(company_id, document.nfe_keys), new Date(), tolerance);
    await this.repository.save(cte, context);
    return cte.id;
  }
}
