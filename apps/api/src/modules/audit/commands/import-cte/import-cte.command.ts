import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';
import type { Tolerance } from '../../domain/tolerance.js';
import type { CteImported } from '../../events/cte-events.js';

/** One CT-e read by the CT-e import job (CteImportRunner), with the batch's context. */
export class ImportCteCommand extends Command<string> {
  constructor(
    readonly imported: Omit<CteImported, 'cte_id'>,
    readonly tolerance: Tolerance,
    readonly context: CommandContext,
  ) {
    super();
  }
}
