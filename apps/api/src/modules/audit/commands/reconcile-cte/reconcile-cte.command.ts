import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';
import type { Tolerance } from '../../domain/tolerance.js';
import type { ReconciledOrder } from '../../events/cte-events.js';

/** One waiting CT-e matched again against the orders carrying its NF-e keys, read by CteReconciler for the whole batch. */
export class ReconcileCteCommand extends Command<boolean> {
  constructor(
    readonly cte: { id: string; company_id: string },
    readonly orders: ReconciledOrder[],
    readonly tolerance: Tolerance,
    readonly context: CommandContext,
  ) {
    super();
  }
}
