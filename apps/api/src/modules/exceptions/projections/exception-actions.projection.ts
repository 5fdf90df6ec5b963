import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { type ExceptionCaseEvent, ExceptionEvents } from '../events/exception-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** What a person did to a desk row: the fold both projections of these events share. */
export async function applyAction(db: EntityManager, event: Stored<ExceptionCaseEvent>): Promise<void> {
  switch (event.type) {
    case ExceptionEvents.ExceptionAssigned: {
      const data = event.data;
      await runSql(
        db,
        sql`UPDATE order_exceptions SET assignee_id = ${data.user_id}, updated_at = ${data.at} WHERE id = ${data.exception_id} AND company_id = ${data.company_id}`,
      );
      return;
    }
    case ExceptionEvents.ExceptionResolved: {
      const data = event.data;
      await runSql(
        db,
        sql`UPDATE order_exceptions SET resolution = ${data.resolution}, note = ${data.note}, resolved_by = ${data.user_id}, resolved_at = ${data.at}, updated_at = ${data.at}
          WHERE id = ${data.exception_id} AND company_id = ${data.company_id} AND resolved_at IS NULL`,
      );
      return;
    }
    default:
      unfolded(event);
  }
}

/**
 * Inline: what people do shows at once (the desk's screen reads it right after the command). The
 * async `order-exceptions` folds the same events again, a no-op on an up-to-date row, so its rebuild
 * alone still gives the whole row; it owns the table, this one owns none.
 */
@Injectable()
export class ExceptionActionsProjection implements Projection<ExceptionCaseEvent> {
  readonly name = 'exception-actions';
  readonly tables = [];

  handles(type: string): boolean {
    return type === ExceptionEvents.ExceptionAssigned || type === ExceptionEvents.ExceptionResolved;
  }

  apply(event: Stored<ExceptionCaseEvent>, db: EntityManager): Promise<void> {
    return applyAction(db, event);
  }
}
