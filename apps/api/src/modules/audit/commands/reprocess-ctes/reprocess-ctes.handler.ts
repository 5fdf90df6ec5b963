import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditEnabled } from '../../queries/audit-enabled.js';
import { CteReconciler } from '../../policies/reconciliation/cte-reconciler.js';
import { ReprocessCtesCommand } from './reprocess-ctes.command.js';

/**
 * 'Reprocessar' on the unreconciled tab: reads the components again with the company's dictionary as
 * it is now, and matches the waiting CT-e against the orders as they are now. With ids, those CT-e
 * (reconciled ones too: a dictionary change reaches them this way).
 */
@CommandHandler(ReprocessCtesCommand)
export class ReprocessCtesHandler implements ICommandHandler<ReprocessCtesCommand> {
  constructor(
    private readonly audit: AuditEnabled,
    private readonly reconciler: CteReconciler,
  ) {}

  async execute({
    payload,
    actor,
    context,
  }: ReprocessCtesCommand): Promise<{ reconciled: number; remapped: number; message: string }> {
    await this.audit.assert(actor.companyId);
    const remapped = await this.reconciler.refreshFeeTypes(actor.companyId, context, payload.ids);
    const reconciled = await this.reconciler.reconcileWaiting(actor.companyId, context, { ids: payload.ids });
    return { reconciled, remapped, message: 'CTEs re-processados com sucesso' };
  }
}
