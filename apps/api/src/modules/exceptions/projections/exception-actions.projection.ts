import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { Projection } from '../../../platform/event-store/projection.js';
import {
  type ExceptionAssigned,
  type ExceptionCaseEvent,
  ExceptionEvents,
  type ExceptionResolved,
} from '../events/exception-events.js';

export async function applyAssigned(db: EntityManager, data: ExceptionAssigned): Promise<void> {
  await db.query(`UPDATE order_exceptions SET assignee_id = $3, updated_at = $4 WHERE id = $1 AND company_id = $2`, [
    data.exception_id,
    data.company_id,
    data.user_id,
    data.at,
  ]);
}

export async function applyResolved(db: EntityManager, data: ExceptionResolved): Promise<void> {
  await db.query(
    `UPDATE order_exceptions SET resolution = $3, note = $4, resolved_by = $5, resolved_at = $6, updated_at = $6
      WHERE id = $1 AND company_id = $2 AND resolved_at IS NULL`,
    [data.exception_id, data.company_id, data.resolution, data.note, data.user_id, data.at],
  );
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

  async apply(event: Stored<ExceptionCaseEvent>, db: EntityManager): Promise<void> {
    if (event.type === ExceptionEvents.ExceptionAssigned) await applyAssigned(db, event.data);
    else await applyResolved(db, event.data);
  }
}
