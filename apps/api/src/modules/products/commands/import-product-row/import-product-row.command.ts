import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';
import type { ProductData } from '../../events/product-events.js';

/** One checked CSV row of the product import job: the product it updates (id) or a new one (null). */
export class ImportProductRowCommand extends Command<string> {
  constructor(
    readonly row: { company_id: string; id: string | null; data: ProductData },
    readonly context: CommandContext,
  ) {
    super();
  }
}
