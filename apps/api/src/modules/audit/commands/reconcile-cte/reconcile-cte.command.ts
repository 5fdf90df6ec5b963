import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';
import type { Tolerance } from '../../domain/tolerance.js';

/** One waiting CT-e matched again against the orders carrying its NF-e keys (CteReconciler sends it). */
export class ReconcileCteCommand extends Command<boolean> {
  constructor(
    readonly cte: { id: string; company_id: string; nfe_keys: readonly string[] },
    readonly tolerance: Tolerance,
    readonly context: CommandContext,
  ) {
    super();
  }
}
