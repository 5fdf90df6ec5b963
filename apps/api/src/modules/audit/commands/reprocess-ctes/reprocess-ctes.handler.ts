import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditEnabled } from '../../audit-enabled.js';
import { CteReconciler } from '../../reconciliation/cte-reconciler.js';
import { ReprocessCtesCommand } from './reprocess-ctes.command.js';

/** 'Reprocessar' on the unreconciled tab: matches the waiting CT-e against the orders as they are now. */
@CommandHandler(ReprocessCtesCommand)
export class ReprocessCtesHandler implements ICommandHandler<ReprocessCtesCommand> {
  constructor(
    private readonly audit: AuditEnabled,
    private readonly reconciler: CteReconciler,
  ) {}

  async execute({ payload, actor, context }: ReprocessCtesCommand): Promise<{ reconciled: number; message: string }> {
    await this.audit.assert(actor.companyId);
    const reconciled = await this.reconciler.reconcileWaiting(actor.companyId, context, { ids: payload.ids });
    return { reconciled, message: 'CTEs re-processados com sucesso' };
  }
}
