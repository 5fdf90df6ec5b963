import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';

type Fees = (string | null)[];

/** One CT-e's components read again with the company's dictionary (CteReconciler sends it). */
export class RefreshCteFeeTypesCommand extends Command<boolean> {
  constructor(
    readonly cte: { id: string; company_id: string },
    readonly fees: { current: Fees; fresh: Fees },
    readonly context: CommandContext,
  ) {
    super();
  }
}
